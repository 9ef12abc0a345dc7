import { buttonVariants } from '@/components/ui/button';
import { ExternalLinkIcon, TruckIcon } from '@/components/ui/icons';
import { useSiteInfo } from '@/lib/site-info';
import { useAdminI18n } from '@/lib/admin-i18n';

/** /admin?tab=orders: online order management is not built yet; this says so, and where orders go today. */
export function OrdersSection() {
  const { t } = useAdminI18n();
  const delivery = useSiteInfo().data?.business.delivery;
  const apps = delivery
    ? [
        { name: t('admin.analytics.orders.uberEats'), href: delivery.uberEats },
        { name: t('admin.analytics.orders.doorDash'), href: delivery.doorDash },
      ].filter((app) => app.href)
    : [];

  return (
    <section
      aria-labelledby="orders-coming-title"
      className="mx-auto grid max-w-3xl justify-items-center gap-4 rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center sm:px-10 sm:py-14"
    >
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        <TruckIcon className="size-8" strokeWidth="1.8" />
      </span>
      <h2 id="orders-coming-title" className="text-2xl font-semibold">
        {t('admin.analytics.orders.comingSoon.title')}
      </h2>
      <p className="max-w-xl text-muted-foreground">{t('admin.analytics.orders.comingSoon.body')}</p>
      {apps.length > 0 && (
        <div className="mt-2 grid w-full max-w-md gap-3">
          <p className="text-sm font-semibold">{t('admin.analytics.orders.today')}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {apps.map((app) => (
              <li key={app.name}>
                <a
                  href={app.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: 'secondary', className: 'w-full' })}
                  aria-label={t('admin.analytics.orders.openApp', { app: app.name })}
                >
                  {app.name}
                  <ExternalLinkIcon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t('admin.analytics.orders.dashboardNote')}</p>
    </section>
  );
}
