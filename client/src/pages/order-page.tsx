import { usePageMeta } from '@/components/seo/page-meta';
import { DeliveryAppLinks } from '@/features/order/components/delivery-app-links';
import { OrderHero } from '@/features/order/components/order-hero';
import { PickupByPhone } from '@/features/order/components/pickup-by-phone';
import { WhyOrderOnline } from '@/features/order/components/why-order-online';
import { useSiteInfo } from '@/lib/site-info';
import { useOrderI18n } from '@/i18n/order';

/** /order: the two delivery apps from settings, why order online, and pickup by phone. No ordering here. */
export default function OrderPage() {
  const { t } = useOrderI18n();
  const { data: site } = useSiteInfo();
  usePageMeta(t('order.meta.title'), t('order.meta.description'));

  return (
    <>
      <OrderHero />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-12 sm:py-16">
        <section aria-labelledby="order-apps-title">
          <h2 id="order-apps-title" className="text-2xl font-semibold sm:text-3xl">
            {t('order.apps.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('order.apps.lead')}</p>
          <div className="mt-6">
            {site ? (
              <DeliveryAppLinks uberEats={site.business.delivery.uberEats} doorDash={site.business.delivery.doorDash} />
            ) : (
              <p role="status" className="text-muted-foreground">
                {t('order.loading')}
              </p>
            )}
          </div>
        </section>
        <WhyOrderOnline />
        {site && <PickupByPhone phone={site.business.phone} weeklyHours={site.weeklyHours} timeZone={site.timeZone} />}
      </div>
    </>
  );
}
