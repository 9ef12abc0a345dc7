import { useState } from 'react';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { GiftCardRequestForm } from './gift-card-request-form';
import { HowItWorksBanner } from './how-it-works-banner';
import { RequestReceived } from './request-received';
import type { SentGiftCardRequest } from './use-send-gift-card-request';

/** The request section while sales are on: how it works, the form, then the confirmation. */
export function GiftCardRequest({ phone, businessName }: { phone: string; businessName: string }) {
  const { t } = useGiftCardI18n();
  const [sent, setSent] = useState<SentGiftCardRequest | null>(null);
  return (
    <section aria-labelledby="gift-form-title" className="grid gap-6">
      <h2 id="gift-form-title" className="text-2xl font-semibold sm:text-3xl">
        {t('giftCard.form.title')}
      </h2>
      <HowItWorksBanner />
      {sent ? (
        <RequestReceived request={sent} phone={phone} onAgain={() => setSent(null)} />
      ) : (
        <GiftCardRequestForm phone={phone} businessName={businessName} onSent={setSent} />
      )}
    </section>
  );
}
