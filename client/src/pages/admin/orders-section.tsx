import { buttonVariants } from '@/components/ui/button';
import { useSiteInfo } from '@/lib/site-info';
import { useAdminI18n } from '@/lib/admin-i18n';

/** Spec section 2: a placeholder saying online order management is coming soon, and where orders go today. */
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
    <section aria-labelledby="orders-coming-title" className="mx-auto grid max-w-3xl justify-items-center gap-4 rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center sm:px-10 sm:py-14">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" />
          <circle cx="7" cy="17.5" r="1.8" />
          <circle cx="17" cy="17.5" r="1.8" />
        </svg>
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
                  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                  </svg>
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
