import { Link, useSearch } from 'wouter';
import { usePageMeta } from '@/components/seo/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { GiftCardHero } from '@/features/gift-card/components/gift-card-hero';
import { TextWithPhone } from '@/features/gift-card/components/text-with-phone';
import { useHydrated } from '@/lib/use-hydrated';
import { useSiteInfo } from '@/lib/site-info';
import { useGiftCardI18n } from '@/i18n/gift-card';

const ACTIONS = 'mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap';
const ACTION = 'w-full sm:w-auto';

/**
 * /gift-card/payment?outcome=paid|cancelled, where Stripe's Checkout sends the buyer back. Paid,
 * the card is on its way to the recipient (the payment's webhook issues it); cancelled, nothing
 * was charged and the form is one click away. The server renders the page without its query, so
 * the outcome shows once the page is hydrated.
 */
export default function GiftCardPaymentPage() {
  const { t } = useGiftCardI18n();
  usePageMeta(t('giftCard.payment.meta.title'), t('giftCard.payment.meta.description'));
  const { data: site } = useSiteInfo();
  const search = useSearch();
  const hydrated = useHydrated();
  const outcome = hydrated ? (new URLSearchParams(search).get('outcome') === 'paid' ? 'paid' : 'cancelled') : null;

  return (
    <>
      {outcome === 'paid' ? (
        <GiftCardHero
          id="gift-payment-title"
          title={t('giftCard.payment.paid.title')}
          lead={t('giftCard.payment.paid.body')}
        >
          <div className={ACTIONS}>
            <Link href="/gift-card" className={`${ACTION} ${buttonVariants({ size: 'lg' })}`}>
              {t('giftCard.payment.paid.giftCards')}
            </Link>
            <Link href="/menu" className={`${ACTION} ${buttonVariants({ variant: 'secondary', size: 'lg' })}`}>
              {t('giftCard.payment.paid.menu')}
            </Link>
          </div>
        </GiftCardHero>
      ) : outcome === 'cancelled' ? (
        <GiftCardHero
          id="gift-payment-title"
          title={t('giftCard.payment.cancelled.title')}
          lead={t('giftCard.payment.cancelled.body')}
        >
          <div className={ACTIONS}>
            <Link href="/gift-card" className={`${ACTION} ${buttonVariants({ size: 'lg' })}`}>
              {t('giftCard.payment.cancelled.back')}
            </Link>
          </div>
        </GiftCardHero>
      ) : (
        <GiftCardHero
          id="gift-payment-title"
          title={t('giftCard.payment.title')}
          lead={t('giftCard.payment.reading')}
        />
      )}
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {site && (
          <p className="text-muted-foreground">
            <TextWithPhone text={t('giftCard.done.questions', { phone: '{phone}' })} phone={site.business.phone} />
          </p>
        )}
      </div>
    </>
  );
}
