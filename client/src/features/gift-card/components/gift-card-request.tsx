import { useState } from 'react';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { GiftCardRequestForm } from './gift-card-request-form';
import { HowItWorksBanner } from './how-it-works-banner';
import { RequestReceived } from './request-received';
import type { SentGiftCardRequest } from './use-send-gift-card-request';

interface GiftCardRequestProps {
  phone: string;
  businessName: string;
  /** Card payments are on too: the form pays at Stripe's Checkout rather than sending a request. */
  payOnline: boolean;
}

/**
 * The form's section while sales are on: how it works, the form, then (for a request paid by
 * phone) the confirmation. The form stays mounted when online payment is switched off under it,
 * so what the buyer typed is kept.
 */
export function GiftCardRequest({ phone, businessName, payOnline }: GiftCardRequestProps) {
  const { t } = useGiftCardI18n();
  const [sent, setSent] = useState<SentGiftCardRequest | null>(null);
  // A request sent instead of paying (Stripe did not answer) is confirmed as a request.
  const paying = payOnline && !sent;
  return (
    <section aria-labelledby="gift-form-title" className="grid gap-6">
      <h2 id="gift-form-title" className="text-2xl font-semibold sm:text-3xl">
        {t(paying ? 'giftCard.checkout.title' : 'giftCard.form.title')}
      </h2>
      <HowItWorksBanner payOnline={paying} />
      {sent ? (
        <RequestReceived request={sent} phone={phone} onAgain={() => setSent(null)} />
      ) : (
        <GiftCardRequestForm phone={phone} businessName={businessName} payOnline={payOnline} onSent={setSent} />
      )}
    </section>
  );
}
