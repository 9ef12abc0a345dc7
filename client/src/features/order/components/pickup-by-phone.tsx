import { telHref } from '@shared/business-info';
import { formatPeriods } from '@shared/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { useOrderI18n } from '@/i18n/order';
import { todaysSchedule } from '@/lib/opening-hours';

/** Pickup orders go through the restaurant's own phone line, with today's kitchen hours (a holiday's, on a holiday). */
export function PickupByPhone({ site }: { site: SiteInfo }) {
  const { t, language } = useOrderI18n();
  const phone = site.business.phone;
  const today = todaysSchedule(site);
  const hours = `${today.closed ? t('order.pickup.closedToday') : formatPeriods(today.periods, '-', language)}${today.exception ? ` (${today.exception})` : ''}`;
  return (
    <section
      aria-labelledby="pickup-title"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-foreground p-6 text-background sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="pickup-title" className="text-2xl font-semibold">
          {t('order.pickup.title')}
        </h2>
        <p className="mt-2 max-w-xl text-background/85">{t('order.pickup.body')}</p>
        <p className="mt-2 text-sm text-background/85">{t('order.pickup.hours', { hours })}</p>
      </div>
      <a href={telHref(phone)} className={buttonVariants({ variant: 'onDark', size: 'lg' })}>
        <PhoneIcon />
        {t('order.pickup.call', { phone })}
      </a>
    </section>
  );
}
