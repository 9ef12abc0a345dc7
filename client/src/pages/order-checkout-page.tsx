import { Link } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { useOrderingStatus } from '@/features/order/ordering-status';
import { CheckoutForm } from '@/features/order/components/checkout-form';
import { useCart } from '@/lib/cart/cart-store';
import { useHydrated } from '@/lib/use-hydrated';
import { useSiteInfo } from '@/lib/site-info';
import { useOrderI18n } from '@/i18n/order';

/**
 * /order/checkout: the cart lives in the browser, so the server renders an empty shell a screen
 * tall, which the form fills once the page is hydrated and the restaurant's ordering status is in.
 */
export default function OrderCheckoutPage() {
  const { t } = useOrderI18n();
  usePageMeta(t('order.checkout.metaTitle'), t('order.checkout.metaDescription'));
  const hydrated = useHydrated();
  const cart = useCart();
  const { data: site } = useSiteInfo();
  const ordering = useOrderingStatus();
  const ready = hydrated && site && !ordering.isPending;

  return (
    <>
      <PageIntro
        title={t('order.checkout.title')}
        lead={t(ordering.data?.cardPayments ? 'order.checkout.leadCards' : 'order.checkout.lead')}
      />
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-10 sm:py-12">
        {!ready ? (
          <p role="status" className="text-muted-foreground">
            {t('order.checkout.loading')}
          </p>
        ) : cart.lines.length === 0 ? (
          <div className="grid justify-items-start gap-4">
            <p className="text-lg">{t('order.checkout.empty')}</p>
            <Link href="/menu" className={buttonVariants({ size: 'lg' })}>
              {t('order.online.toMenu')}
            </Link>
          </div>
        ) : (
          <CheckoutForm cart={cart} timeZone={site.timeZone} />
        )}
      </div>
    </>
  );
}
