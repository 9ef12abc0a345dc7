import { usePageMeta } from '@/components/seo/page-meta';
import { useGiftCardSubmissionStatus } from '@/features/gift-card/api';
import { GiftCardHero } from '@/features/gift-card/components/gift-card-hero';
import { GiftCardPurchaseForm } from '@/features/gift-card/components/gift-card-purchase-form';
import { GiftCardsUnavailable } from '@/features/gift-card/components/gift-cards-unavailable';
import { NotSoldOnlineBanner } from '@/features/gift-card/components/not-sold-online-banner';
import { useSiteInfo } from '@/lib/site-info';
import { useGiftCardI18n } from '@/i18n/gift-card';

/**
 * /gift-card: loading until the submission status resolves, then the "temporarily unavailable"
 * notice with the phone and a visit suggestion, and the purchase form under a banner. No
 * payment provider is configured, so an enabled status changes nothing here.
 */
export default function GiftCardPage() {
  const { t } = useGiftCardI18n();
  const status = useGiftCardSubmissionStatus();
  const { data: site } = useSiteInfo();
  usePageMeta(t('giftCard.meta.title'), t('giftCard.meta.description'));
  const ready = !status.isPending && site;

  return (
    <>
      <GiftCardHero />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16">
        {ready ? (
          <>
            <GiftCardsUnavailable business={site.business} />
            <section aria-labelledby="gift-form-title" className="grid gap-6">
              <h2 id="gift-form-title" className="text-2xl font-semibold sm:text-3xl">
                {t('giftCard.form.title')}
              </h2>
              <NotSoldOnlineBanner />
              <GiftCardPurchaseForm phone={site.business.phone} businessName={site.business.name} />
            </section>
          </>
        ) : (
          <p role="status" className="py-12 text-center text-muted-foreground">
            {t('giftCard.loading')}
          </p>
        )}
      </div>
    </>
  );
}
