import { formatEthiopianDate } from '@shared/ethiopian-date';
import { formatClock } from '@shared/time';
import { cn } from '@/lib/cn';
import { useReservationsI18n } from '@/i18n/reservations';
import { formatCalendarDate } from '@/lib/format-date';
import { partyText } from '../manage';

interface ReservationSummaryProps {
  date: string;
  time: string;
  guests: number;
  /** Shown when the diner wrote any. */
  requests?: string | null;
  className?: string;
}

/**
 * When and how many, in words in the site's language: the booking as the diner will read it back.
 * In Amharic the date is also given in the Ethiopian calendar.
 */
export function ReservationSummary({ date, time, guests, requests, className }: ReservationSummaryProps) {
  const { t, language } = useReservationsI18n();
  const ethiopianDate = language === 'am' ? formatEthiopianDate(date) : null;
  const rows: SummaryRow[] = [
    { label: t('reservations.field.date'), value: formatCalendarDate(date, language, 'full') },
    ...(ethiopianDate ? [{ label: t('reservations.field.ethiopianDate'), value: ethiopianDate }] : []),
    { label: t('reservations.field.time'), value: formatClock(time, language) },
    { label: t('reservations.field.guests'), value: partyText(t, guests) },
    ...(requests ? [{ label: t('reservations.manage.requests'), value: requests, plain: true }] : []),
  ];
  return <SummaryList rows={rows} className={className} />;
}

export interface SummaryRow {
  label: string;
  value: string;
  /** The diner's own words: at reading weight, line breaks kept. */
  plain?: boolean;
}

/** Labels and values, stacked on a phone and side by side from `sm` up. */
export function SummaryList({ rows, className }: { rows: SummaryRow[]; className?: string }) {
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6', className)}>
      {rows.map((row) => (
        // A subgrid row keeps the list's column gap; its own gap only spaces the stacked phone layout.
        <div key={row.label} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid sm:items-baseline sm:gap-x-6">
          <dt className="text-sm font-semibold text-muted-foreground">{row.label}</dt>
          <dd className={cn('break-words', row.plain ? 'whitespace-pre-line' : 'text-lg font-semibold')}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
