import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { keptCardOrderToken, RETURNED_PAID_STATE } from '@/features/order/card-order-store';
import { useHydrated } from '@/lib/use-hydrated';
import { useOrderI18n } from '@/i18n/order';

/**
 * /order/payment?order=<number>&outcome=paid|cancelled, where Stripe's page sends the diner back.
 * The address has no status token: the one this browser kept on leaving opens the order's status
 * page; without it (another browser) the diner is pointed to the link in the order's email.
 */
export default function OrderPaymentPage() {
  const { t } = useOrderI18n();
  usePageMeta(t('order.payment.metaTitle'), t('order.payment.metaDescription'));
  const params = new URLSearchParams(useSearch());
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  const token = hydrated ? keptCardOrderToken(params.get('order')) : null;
  const paid = params.get('outcome') === 'paid';

  useEffect(() => {
    if (token)
      navigate(`/order/status/${encodeURIComponent(token)}`, {
        replace: true,
        state: paid ? RETURNED_PAID_STATE : null,
      });
  }, [token, paid, navigate]);

  const title = paid ? t('order.payment.paidTitle') : t('order.payment.cancelledTitle');
  return (
    <>
      <PageIntro title={title} lead={'\u00a0'} />
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-10 sm:py-12">
        {!hydrated || token ? (
          <p role="status" className="text-muted-foreground">
            {t('order.payment.opening')}
          </p>
        ) : (
          <div className="grid max-w-prose justify-items-start gap-4">
            <p className="text-lg">{t('order.payment.noLink')}</p>
            <Link href="/menu" className={buttonVariants({ variant: 'secondary' })}>
              {t('order.online.toMenu')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
