import type { SiteInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';
import { useI18n } from '@/lib/i18n';
import { formatDateRange } from '@/lib/format-date';
import { upcomingExceptions } from '@/lib/opening-hours';
import { PeriodsText } from './weekly-hours-list';

interface SpecialHoursListProps {
  site: Pick<SiteInfo, 'upcomingExceptions' | 'timeZone'>;
  /** The footer keeps it short; elsewhere every exception of the coming weeks is listed. */
  limit?: number;
  /** Under an h2 ("Hours") it is an h3; inside a card titled with an h3, an h4. */
  headingLevel?: 3 | 4;
  dash?: '–' | '-';
  className?: string;
}

/**
 * "Special hours": the coming holidays, closures and shortened days, each with its dates, its
 * name and its hours ("Closed" or the periods). Nothing when there are none.
 */
export function SpecialHoursList({ site, limit, headingLevel = 3, dash = '–', className }: SpecialHoursListProps) {
  const { t, language } = useI18n();
  const today = zonedMoment(site.timeZone).date;
  const exceptions = upcomingExceptions(site.upcomingExceptions, today, limit);
  if (exceptions.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={className}>
      <Heading className="font-semibold">{t('hours.special')}</Heading>
      <dl className="mt-1 space-y-1">
        {exceptions.map((exception) => (
          <div key={exception.id} className="flex flex-wrap justify-between gap-x-4">
            <dt>
              <span className="whitespace-nowrap">
                {formatDateRange(exception.startDate, exception.endDate, language, 'weekdayMonthDay')}
              </span>{' '}
              <span className="opacity-80">({exception.label})</span>
            </dt>
            <dd className="ml-auto text-right">
              {exception.closed ? t('footer.closed') : <PeriodsText periods={exception.periods} dash={dash} />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
