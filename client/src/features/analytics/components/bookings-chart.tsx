import { useId } from 'react';
import type { DayBookings } from '@shared/analytics';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { countScale, isLabelled, labelEvery, summarizeBookings } from '../chart-math';
import { useElementWidth } from './use-element-width';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 36 };

/**
 * Bookings and covers per day as paired bars (inline SVG, role="img" with a summary), and the
 * same figures as a table behind "Show as table".
 */
export function BookingsChart({ days }: { days: DayBookings[] }) {
  const { t, language } = useAdminI18n();
  const id = useId();
  const shortDate = (date: string) => formatCalendarDate(date, language, 'monthDay');
  const longDate = (date: string) => formatCalendarDate(date, language, 'weekdayMonthDay');
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const summary = summarizeBookings(days);

  if (summary.bookings === 0) {
    return (
      <div className="grid justify-items-center gap-1 rounded-lg border border-dashed border-border px-6 py-10 text-center">
        <p className="text-lg font-semibold">{t('admin.analytics.bookings.empty')}</p>
        <p className="max-w-md text-sm text-muted-foreground">{t('admin.analytics.bookings.emptyHint')}</p>
      </div>
    );
  }

  const range = summary.first && summary.last ? `${shortDate(summary.first)} – ${shortDate(summary.last)}` : '';
  const busiest = summary.busiest
    ? t('admin.analytics.bookings.busiest', {
        date: longDate(summary.busiest.date),
        bookings: summary.busiest.bookings,
        covers: summary.busiest.covers,
      })
    : '';
  const caption = t('admin.analytics.bookings.summary', {
    range,
    bookings: summary.bookings,
    covers: summary.covers,
    busiest,
  });
  const label = t('admin.analytics.bookings.chartLabel', { summary: caption });

  const scale = countScale(Math.max(...days.map((day) => Math.max(day.bookings, day.covers))));
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = days.length > 0 ? plotWidth / days.length : 0;
  const bar = Math.max(1.5, Math.min(12, slot * 0.36));
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.top) * plotHeight;
  const every = labelEvery(days.length, plotWidth);

  return (
    <div className="grid gap-3">
      {/* The same words are the chart's accessible name; said once is enough. */}
      <p aria-hidden="true" className="text-sm text-muted-foreground">
        {caption}
      </p>
      <div ref={ref} className="w-full">
        {width > 0 && (
          <svg
            role="img"
            aria-label={label}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block overflow-visible"
          >
            {scale.ticks.map((tick) => (
              <g key={tick} aria-hidden="true">
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-border"
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={MARGIN.left - 6}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-muted-foreground text-[11px] tabular-nums"
                >
                  {tick}
                </text>
              </g>
            ))}
            {days.map((day, index) => {
              const center = MARGIN.left + slot * index + slot / 2;
              return (
                <g key={day.date}>
                  <title>
                    {t('admin.analytics.bookings.dayTitle', {
                      date: longDate(day.date),
                      bookings: day.bookings,
                      covers: day.covers,
                    })}
                  </title>
                  {/* A full-height hit area so the tooltip shows over empty days too. */}
                  <rect
                    x={MARGIN.left + slot * index}
                    y={MARGIN.top}
                    width={slot}
                    height={plotHeight}
                    className="fill-transparent hover:fill-muted/60"
                  />
                  <rect
                    x={center - bar - 0.5}
                    y={y(day.bookings)}
                    width={bar}
                    height={y(0) - y(day.bookings)}
                    rx={1.5}
                    className="fill-primary"
                  />
                  <rect
                    x={center + 0.5}
                    y={y(day.covers)}
                    width={bar}
                    height={y(0) - y(day.covers)}
                    rx={1.5}
                    className="fill-accent"
                  />
                  {isLabelled(index, days.length, every) && (
                    <text x={center} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                      {index === days.length - 1 ? t('admin.analytics.bookings.today') : shortDate(day.date)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={t('admin.analytics.legend')}>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />
          {t('admin.analytics.bookings.bookings')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-accent" />
          {t('admin.analytics.bookings.covers')}
        </li>
      </ul>
      <details className="group rounded-lg border border-border">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">
          {t('admin.analytics.showTable')}
        </summary>
        <div className="max-h-96 overflow-y-auto border-t border-border">
          <table className="w-full text-sm" aria-labelledby={`${id}-caption`}>
            <caption id={`${id}-caption`} className="sr-only">
              {t('admin.analytics.bookings.tableCaption')}
            </caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('admin.analytics.bookings.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('admin.analytics.bookings.bookings')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('admin.analytics.bookings.covers')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    <time dateTime={day.date}>{longDate(day.date)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.bookings}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.covers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
