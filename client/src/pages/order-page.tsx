import { LoadingText } from '@/components/layout/loading-text';
import { PageSection, PageSections } from '@/components/layout/page-section';
import { usePageMeta } from '@/components/seo/page-meta';
import { DeliveryAppLinks } from '@/features/order/components/delivery-app-links';
import { OrderHero } from '@/features/order/components/order-hero';
import { PickupByPhone } from '@/features/order/components/pickup-by-phone';
import { WhyOrderOnline } from '@/features/order/components/why-order-online';
import { useOrderI18n } from '@/i18n/order';
import { useSiteInfo } from '@/lib/site-info';

/** /order: the two delivery apps from settings, why order online, and pickup by phone. No ordering here. */
export default function OrderPage() {
  const { t } = useOrderI18n();
  const { data: site } = useSiteInfo();
  usePageMeta(t('order.meta.title'), t('order.meta.description'));

  return (
    <>
      <OrderHero />
      <PageSections>
        <PageSection id="order-apps-title" title={t('order.apps.title')} lead={t('order.apps.lead')}>
          {site ? (
            <DeliveryAppLinks uberEats={site.business.delivery.uberEats} doorDash={site.business.delivery.doorDash} />
          ) : (
            <LoadingText text={t('order.loading')} />
          )}
        </PageSection>
        <WhyOrderOnline />
        {site && <PickupByPhone site={site} />}
      </PageSections>
    </>
  );
}
