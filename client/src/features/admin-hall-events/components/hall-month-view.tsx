import { useState } from 'react';
import { Link } from 'wouter';
import { HALL_BLOCKS, type EventBookingStatus } from '@shared/hall-events';
import { zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { hallEventHref } from '@/components/admin/admin-sections';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { dateFormatter, formatCalendarDate } from '@/lib/format-date';
import { useHallCalendar, type StaffHallBlock, type StaffHallDay } from '../api';
import { leadingBlanks, shiftMonth, STATUS_CELLS } from '../event-labels';

const LEGEND: EventBookingStatus[] = ['tentative', 'proposal_sent', 'accepted', 'confirmed', 'completed'];

/** A month of the hall's blocks by status, each event a link to its page. */
export function HallMonthView() {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const today = zonedMoment(timeZone).date;
  const [month, setMonth] = useState(today.slice(0, 7));
  const calendar = useHallCalendar(month);
  const monthTitle = dateFormatter(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

  return (
    <section aria-labelledby="hall-month-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hall-month-title" className="text-xl font-semibold" aria-live="polite">
          {monthTitle}
        </h2>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('admin.hall.month.previous')}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="secondary"
            onClick={() => setMonth(today.slice(0, 7))}
            disabled={month === today.slice(0, 7)}
          >
            {t('admin.hall.month.today')}
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('admin.hall.month.next')}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      </div>

      <ul aria-label={t('admin.hall.month.legend')} className="flex flex-wrap gap-2 text-xs font-semibold">
        {LEGEND.map((status) => (
          <li key={status} className={cn('rounded-full border px-2.5 py-1', STATUS_CELLS[status])}>
            {t(`admin.hall.status.${status}`)}
          </li>
        ))}
        <li className="rounded-full border border-dashed border-border px-2.5 py-1 text-muted-foreground">
          {t('admin.hall.state.closed')}
        </li>
      </ul>

      {calendar.isPending ? (
        <ListLoading label={t('admin.hall.month.loading')} />
      ) : calendar.isError && !calendar.data ? (
        <ListLoadError onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />
      ) : (
        <div className="rounded-xl border border-border bg-card md:p-2">
          <div
            aria-hidden="true"
            className="hidden grid-cols-7 gap-1 pb-1 text-center text-xs font-bold text-muted-foreground md:grid"
          >
            {[0, 1, 2, 3, 4, 5, 6].map((day) => (
              <span key={day}>{t(`admin.hall.weekday.${day}` as 'admin.hall.weekday.0')}</span>
            ))}
          </div>
          <ol className="grid divide-y divide-border md:grid-cols-7 md:gap-1 md:divide-y-0">
            {Array.from({ length: leadingBlanks(month) }, (_, index) => (
              <li key={`blank-${index}`} aria-hidden="true" className="hidden md:block" />
            ))}
            {calendar.data.days.map((day) => (
              <DayCell key={day.date} day={day} today={day.date === today} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function DayCell({ day, today }: { day: StaffHallDay; today: boolean }) {
  const { language } = useAdminI18n();
  const dayNumber = Number(day.date.slice(8));
  const allClosed = day.blocks.every((block) => block.state === 'closed');
  return (
    <li
      className={cn(
        'grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-2 p-2 md:min-h-28 md:grid-cols-1 md:content-start md:gap-1 md:rounded-lg md:border md:border-border',
        today && 'bg-primary/5 md:border-primary',
        allClosed && 'bg-muted/60',
      )}
    >
      <p className={cn('text-sm font-semibold', today && 'text-primary')}>
        <span className="md:hidden">{formatCalendarDate(day.date, language, 'weekdayMonthDay')}</span>
        <span className="hidden md:inline">{dayNumber}</span>
      </p>
      <ul className="grid gap-1">
        {HALL_BLOCKS.map((name) => {
          const block = day.blocks.find((entry) => entry.block === name);
          return block ? <BlockCell key={name} block={block} /> : null;
        })}
      </ul>
    </li>
  );
}

function BlockCell({ block }: { block: StaffHallBlock }) {
  const { t } = useAdminI18n();
  const blockName = t(`admin.hall.block.${block.block}`);
  const initial = blockName.slice(0, 1);
  if (block.bookingId && block.status) {
    const label = t('admin.hall.month.eventLink', {
      block: blockName,
      name: block.name ?? '',
      status: t(`admin.hall.status.${block.status}`),
    });
    return (
      <li>
        <Link
          href={hallEventHref(block.bookingId)}
          aria-label={label}
          title={label}
          className={cn(
            'flex min-h-8 items-center gap-1 rounded-md border px-1.5 text-xs font-semibold hover:underline',
            STATUS_CELLS[block.status],
          )}
        >
          <span aria-hidden="true" className="shrink-0 opacity-70">
            {initial}
          </span>
          <span aria-hidden="true" className="truncate">
            {block.name}
          </span>
        </Link>
      </li>
    );
  }
  const closed = block.state === 'closed';
  return (
    <li
      className={cn(
        'flex min-h-6 items-center gap-1 rounded-md px-1.5 text-xs text-muted-foreground',
        closed ? 'border border-dashed border-border' : 'bg-muted/40',
      )}
    >
      <span aria-hidden="true" className="shrink-0 opacity-70">
        {initial}
      </span>
      <span className="sr-only">
        {t(closed ? 'admin.hall.month.blockClosed' : 'admin.hall.month.blockFree', { block: blockName })}
      </span>
      <span aria-hidden="true" className="truncate">
        {closed ? t('admin.hall.state.closed') : t(`admin.hall.state.${block.state}`)}
      </span>
    </li>
  );
}
