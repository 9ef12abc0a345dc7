import { telHref } from '@shared/business-info';
import type { WeeklyHours } from '@shared/schemas/settings';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { useOrderI18n } from '@/i18n/order';
import { hoursRange, todaysHours } from '@/lib/opening-hours';

interface PickupByPhoneProps {
  phone: string;
  weeklyHours: WeeklyHours;
  timeZone: string;
}

/** Pickup orders go through the restaurant's own phone line, with today's kitchen hours. */
export function PickupByPhone({ phone, weeklyHours, timeZone }: PickupByPhoneProps) {
  const { t } = useOrderI18n();
  const today = todaysHours(weeklyHours, timeZone);
  const hours = today.closed ? t('order.pickup.closedToday') : hoursRange(today, '-');
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
