import { LoadingText } from '@/components/layout/loading-text';
import { PageSection, PageSections } from '@/components/layout/page-section';
import { usePageMeta } from '@/components/seo/page-meta';
import { DeliveryAppLinks } from '@/features/order/components/delivery-app-links';
import { OrderHero } from '@/features/order/components/order-hero';
import { PickupOrderIntro } from '@/features/order/components/pickup-order-intro';
import { PickupByPhone } from '@/features/order/components/pickup-by-phone';
import { WhyOrderOnline } from '@/features/order/components/why-order-online';
import { useOrderI18n } from '@/i18n/order';
import { useSiteInfo } from '@/lib/site-info';

/**
 * /order: pickup orders on our own site first (how it works, the way to the menu and checkout),
 * then the two delivery apps from settings, why order online, and pickup by phone.
 */
export default function OrderPage() {
  const { t } = useOrderI18n();
  const { data: site } = useSiteInfo();
  usePageMeta(t('order.meta.title'), t('order.meta.description'));

  return (
    <>
      <OrderHero />
      <PageSections>
        <PickupOrderIntro />
        <PageSection id="order-apps-title" title={t('order.apps.secondaryTitle')} lead={t('order.apps.lead')}>
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
