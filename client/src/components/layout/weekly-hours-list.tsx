import type { WeeklyHours } from '@shared/schemas/settings';
import { formatClock, groupWeeklyHours } from '@shared/time';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';

/** The opening hours from settings, days with the same hours grouped: "Monday – Sunday 11:00 AM – 10:00 PM". */
export function WeeklyHoursList({ week, className }: { week: WeeklyHours; className?: string }) {
  const { t } = useI18n();
  return (
    <dl className={cn('space-y-1', className)}>
      {groupWeeklyHours(week).map((group) => (
        <div key={group.from} className="flex flex-wrap justify-between gap-x-4">
          <dt>
            {t(`day.${group.from}`)}
            {group.to !== group.from && ` – ${t(`day.${group.to}`)}`}
          </dt>
          <dd className="whitespace-nowrap">
            {group.hours.closed ? t('footer.closed') : `${formatClock(group.hours.open)} – ${formatClock(group.hours.close)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
