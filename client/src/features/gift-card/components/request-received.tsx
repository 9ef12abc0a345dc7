import { FormReceived } from '@/components/forms/form-received';
import { formatMoney } from '@/lib/format';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { TextWithPhone } from './text-with-phone';
import type { SentGiftCardRequest } from './use-send-gift-card-request';

interface RequestReceivedProps {
  request: SentGiftCardRequest;
  /** The restaurant's phone, for questions. */
  phone: string;
  onAgain: () => void;
}

/** The confirmation that replaces the form once a request is stored: what happens next. */
export function RequestReceived({ request, phone, onAgain }: RequestReceivedProps) {
  const { t, language } = useGiftCardI18n();
  return (
    <FormReceived
      title={t('giftCard.done.title', { name: request.senderName })}
      reference={t('giftCard.done.reference', { id: request.id })}
      againLabel={t('giftCard.done.again')}
      onAgain={onAgain}
    >
      <p className="mx-auto mt-3 max-w-xl">
        {t('giftCard.done.body', {
          phone: request.senderPhone,
          amount: formatMoney(Number(request.amount), language, { cents: 'unlessWhole' }),
          email: request.recipientEmail,
        })}
      </p>
      <p className="mx-auto mt-2 max-w-xl">{t('giftCard.done.copy', { email: request.senderEmail })}</p>
      <p className="mx-auto mt-2 max-w-xl">
        <TextWithPhone text={t('giftCard.done.questions', { phone: '{phone}' })} phone={phone} />
      </p>
    </FormReceived>
  );
}
