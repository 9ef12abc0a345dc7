import { Button } from '@/components/ui/button';
import { useGiftCardI18n } from '@/i18n/gift-card';

interface PaymentUnavailableProps {
  /** The server's words: the card payment could not be started. */
  message: string;
  /** Sends the same form as a request, paid by phone. */
  onSendRequest: () => void;
  sending: boolean;
}

/** Under the pay button when Stripe did not answer: why, and the request that is paid by phone instead. */
export function PaymentUnavailable({ message, onSendRequest, sending }: PaymentUnavailableProps) {
  const { t } = useGiftCardI18n();
  return (
    <div className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4">
      <p role="alert" className="font-medium text-destructive">
        {message}
      </p>
      <Button type="button" variant="secondary" disabled={sending} onClick={onSendRequest} className="w-full sm:w-fit">
        {sending ? t('giftCard.processing') : t('giftCard.checkout.sendRequestInstead')}
      </Button>
    </div>
  );
}
