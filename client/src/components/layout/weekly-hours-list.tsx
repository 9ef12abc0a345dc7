import { Fragment } from 'react';
import { formatPeriods } from '@shared/schedule';
import type { ServicePeriod, WeeklyHours } from '@shared/schemas/settings';
import { groupWeeklyHours } from '@shared/time';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';

/**
 * "11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM" as `formatPeriods` writes it, but a narrow column wraps
 * between periods, never inside one. The contact and order pages write the dash as a hyphen.
 */
export function PeriodsText({ periods, dash = '–' }: { periods: readonly ServicePeriod[]; dash?: '–' | '-' }) {
  const { language } = useI18n();
  return (
    <>
      {periods.map((period, index) => (
        <Fragment key={`${period.open}-${period.close}`}>
          {index > 0 && ', '}
          <span className="whitespace-nowrap">{formatPeriods([period], dash, language)}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The opening hours from settings, days with the same hours grouped: "Monday – Thursday 11:00 AM – 9:30 PM". */
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
          <dd className="ml-auto text-right">
            {group.hours.closed ? t('footer.closed') : <PeriodsText periods={group.hours.periods} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
