import { useLocation } from 'wouter';
import { LoadingText } from '@/components/layout/loading-text';
import { usePageMeta } from '@/components/seo/page-meta';
import { useGiftCardSubmissionStatus } from '@/features/gift-card/api';
import { BalanceCheckLink } from '@/features/gift-card/components/balance-check-link';
import { GiftCardHero } from '@/features/gift-card/components/gift-card-hero';
import { GiftCardRequest } from '@/features/gift-card/components/gift-card-request';
import { GiftCardsUnavailable } from '@/features/gift-card/components/gift-cards-unavailable';
import { useSiteInfo } from '@/lib/site-info';
import { useGiftCardI18n } from '@/i18n/gift-card';
import GiftCardBalancePage from './gift-card-balance-page';
import GiftCardPaymentPage from './gift-card-payment-page';

/** /gift-card, /gift-card/balance and /gift-card/payment load as one chunk (see the router); this picks the page. */
export default function GiftCardPages() {
  const [path] = useLocation();
  if (path === '/gift-card/balance') return <GiftCardBalancePage />;
  if (path === '/gift-card/payment') return <GiftCardPaymentPage />;
  return <GiftCardPage />;
}

/**
 * /gift-card follows Settings → Gift card sales: on, the form, paid by card at Stripe's Checkout
 * when card payments are on too, otherwise a request (the restaurant phones the buyer to take
 * payment); off, or unreadable, the "temporarily unavailable" notice with the phone. The balance
 * check is linked either way. The server renders it with the switches.
 */
function GiftCardPage() {
  const { t } = useGiftCardI18n();
  const status = useGiftCardSubmissionStatus();
  const { data: site } = useSiteInfo();
  usePageMeta(t('giftCard.meta.title'), t('giftCard.meta.description'));
  const ready = !status.isPending && site;
  const salesOn = status.data?.enabled === true;
  const payOnline = salesOn && status.data?.payOnline === true;

  return (
    <>
      <GiftCardHero id="gift-card-title" title={t('giftCard.hero.title')} lead={t('giftCard.hero.lead')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16">
        {ready ? (
          <>
            {salesOn ? (
              <GiftCardRequest phone={site.business.phone} businessName={site.business.name} payOnline={payOnline} />
            ) : (
              <GiftCardsUnavailable business={site.business} />
            )}
            <BalanceCheckLink />
          </>
        ) : (
          <LoadingText text={t('giftCard.loading')} className="py-12 text-center" />
        )}
      </div>
    </>
  );
}
