import { useParams } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { useOrderStatus } from '@/features/order/api';
import { OrderStatusView } from '@/features/order/components/order-status-view';
import { useHydrated } from '@/lib/use-hydrated';
import { useSiteInfo } from '@/lib/site-info';
import { useOrderI18n } from '@/i18n/order';

/**
 * /order/status/:token, the link a diner gets on placing an order and in its emails: where the
 * order is, read again every few seconds while it is open. The server renders it without the
 * order (it is never kept or indexed); the browser reads it.
 */
export default function OrderStatusPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useOrderI18n();
  usePageMeta(t('order.status.metaTitle'), t('order.status.metaDescription'));
  const hydrated = useHydrated();
  const { data: site } = useSiteInfo();
  const { data: order } = useOrderStatus(token);

  return (
    <>
      <PageIntro
        title={order ? t('order.status.title', { number: order.orderNumber }) : t('order.status.titleLoading')}
        lead={order ? t('order.status.greeting', { name: order.customerFirstName }) : '\u00a0'}
      />
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-10 sm:py-12">
        {hydrated && site ? (
          <OrderStatusView token={token} timeZone={site.timeZone} />
        ) : (
          <p role="status" className="text-muted-foreground">
            {t('order.status.loading')}
          </p>
        )}
      </div>
    </>
  );
}
