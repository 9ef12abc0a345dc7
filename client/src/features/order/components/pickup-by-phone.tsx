import { telHref } from '@shared/business-info';
import type { WeeklyHours } from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';
import { buttonVariants } from '@/components/ui/button';
import { useOrderI18n } from '@/i18n/order';

interface PickupByPhoneProps {
  phone: string;
  weeklyHours: WeeklyHours;
  timeZone: string;
}

/** Pickup orders go through the restaurant's own phone line, with today's kitchen hours. */
export function PickupByPhone({ phone, weeklyHours, timeZone }: PickupByPhoneProps) {
  const { t } = useOrderI18n();
  const today = weeklyHours[zonedMoment(timeZone).weekday];
  const hours = today.closed ? t('order.pickup.closedToday') : `${formatClock(today.open)} - ${formatClock(today.close)}`;
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
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
        </svg>
        {t('order.pickup.call', { phone })}
      </a>
    </section>
  );
}
