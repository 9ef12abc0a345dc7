import { useEffect, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { GiftCardRequestFormValues, GiftCardRequestInput } from '@shared/schemas/gift-card';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { useGiftCardCheckout } from '../api';
import { isPaymentUnavailable } from '../checkout-refusal';
import { giftCardFieldOf } from './use-send-gift-card-request';

interface PayOptions {
  form: { setError: UseFormSetError<GiftCardRequestFormValues> };
  /** The restaurant's phone, offered when the payment page could not be opened. */
  phone: string;
}

/**
 * Sends the form to POST /api/gift-cards/checkout and goes to Stripe's Checkout page it answers.
 * When Stripe did not answer, `unavailable` holds the server's words, shown beside the button
 * with the offer to send a request instead.
 */
export function usePayGiftCardOnline({ form, phone }: PayOptions) {
  const { t } = useGiftCardI18n();
  const checkout = useGiftCardCheckout();
  const [leaving, setLeaving] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  // Back from Stripe's page with the browser's back button, the page may come from its memory as
  // it was left, its button still saying it is opening the payment page.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = async (input: GiftCardRequestInput) => {
    setUnavailable(null);
    try {
      const { checkoutUrl } = await checkout.mutateAsync(input);
      setLeaving(true);
      // A page change rather than a form post: the site's CSP lets forms post only to itself.
      window.location.assign(checkoutUrl);
    } catch (error) {
      if (isPaymentUnavailable(error)) {
        setUnavailable(errorMessage(error, t('giftCard.checkout.unavailable'), [503]));
        return;
      }
      // Switched off meanwhile (the page changes once it reads the switches again), too many tries:
      // the server's words; a 5xx or a lost connection offers the phone.
      const description =
        applyServerErrors(form, error, { fieldOf: giftCardFieldOf }).length > 0
          ? t('giftCard.toast.fields')
          : errorMessage(error, t('giftCard.checkout.error.body', { phone }));
      toast({ title: t('giftCard.checkout.error.title'), description, variant: 'destructive' });
    }
  };

  return { pay, pending: checkout.isPending || leaving, unavailable };
}
