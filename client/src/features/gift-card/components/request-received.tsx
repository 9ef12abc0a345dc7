import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { formatDollars } from '@/lib/format';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-[var(--radius-card)] border border-success/40 bg-success/10 p-6 text-center sm:p-10">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
        <CheckIcon className="size-7" strokeWidth="2.5" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">
        {t('giftCard.done.title', { name: request.senderName })}
      </h3>
      <p className="mx-auto mt-3 max-w-xl">
        {t('giftCard.done.body', { phone: request.senderPhone, amount: formatDollars(request.amount, language), email: request.recipientEmail })}
      </p>
      <p className="mx-auto mt-2 max-w-xl">{t('giftCard.done.copy', { email: request.senderEmail })}</p>
      <p className="mx-auto mt-2 max-w-xl">
        <TextWithPhone text={t('giftCard.done.questions', { phone: '{phone}' })} phone={phone} />
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('giftCard.done.reference', { id: request.id })}</p>
      <Button variant="secondary" className="mt-6" onClick={onAgain}>
        {t('giftCard.done.again')}
      </Button>
    </div>
  );
}
