import type { UseFormSetError } from 'react-hook-form';
import type { GiftCardRequestFormValues, GiftCardRequestInput } from '@shared/schemas/gift-card';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { useRequestGiftCard } from '../api';

/** What the confirmation repeats back once a request is stored. */
export interface SentGiftCardRequest {
  id: number;
  /** As the request was sent, e.g. "60.00". */
  amount: string;
  senderName: string;
  senderEmail: string;
  senderPhone: string;
  recipientEmail: string;
}

/** The form fields a refusal's messages may go on (the request and the checkout take the same body). */
export const giftCardFieldOf = onlyFields<GiftCardRequestFormValues>([
  'amount',
  'designTheme',
  'recipientName',
  'recipientEmail',
  'senderName',
  'senderEmail',
  'senderPhone',
  'message',
  'language',
]);

interface SendOptions {
  form: { setError: UseFormSetError<GiftCardRequestFormValues> };
  /** The restaurant's phone, offered when the request could not be sent. */
  phone: string;
  onSent: (request: SentGiftCardRequest) => void;
}

/** Sends the request; refused fields are marked on the form, anything else is said in a toast. */
export function useSendGiftCardRequest({ form, phone, onSent }: SendOptions) {
  const { t } = useGiftCardI18n();
  const request = useRequestGiftCard();

  const send = async (input: GiftCardRequestInput) => {
    try {
      const receipt = await request.mutateAsync(input);
      onSent({
        id: receipt.id,
        amount: input.amount,
        senderName: input.senderName,
        senderEmail: input.senderEmail,
        senderPhone: input.senderPhone,
        recipientEmail: input.recipientEmail,
      });
    } catch (error) {
      // Sales switched off meanwhile, or too many requests: the server's words; anything else offers the phone.
      const description =
        applyServerErrors(form, error, { fieldOf: giftCardFieldOf }).length > 0
          ? t('giftCard.toast.fields')
          : errorMessage(error, t('giftCard.toast.error.body', { phone }), [409, 429]);
      toast({ title: t('giftCard.toast.error.title'), description, variant: 'destructive' });
    }
  };

  return { send, pending: request.isPending };
}
