import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import { hallEventHref } from '@/components/admin/admin-sections';
import { useAdminContext } from '@/components/admin/admin-context';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import { PIPELINE_FILTERS, useEventBookings, type PipelineFilter } from '../api';
import { clientName } from '../event-labels';
import { useHallGuard } from '../guard';
import { ExtendDepositDialog } from './extend-deposit-dialog';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog';
import { EventStatusBadge } from './status-badge';
import { useEventTexts } from './use-event-texts';

/** The pipeline: a filter by status (and the overdue deposits, and what is coming), and the events as links to their pages. */
export function PipelineList() {
  const { t } = useAdminI18n();
  const [filter, setFilter] = useState<PipelineFilter>('upcoming');
  const events = useEventBookings(filter);
  const [extending, setExtending] = useState<AdminEventBookingDto | null>(null);
  const [losing, setLosing] = useState<StatusChange | null>(null);

  const filterLabel = (value: PipelineFilter) =>
    value === 'upcoming' || value === 'overdue' || value === 'all'
      ? t(`admin.hall.filter.${value}`)
      : t(`admin.hall.status.${value}`);

  return (
    <section aria-labelledby="hall-list-title" className="grid gap-4">
      <div
        role="group"
        aria-label={t('admin.hall.filter.label')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
      >
        {PIPELINE_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'min-h-11 shrink-0 rounded-full border border-border bg-card px-4 text-sm font-semibold hover:border-primary',
              'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
              value === 'overdue' && filter !== value && 'border-destructive/50 text-destructive',
            )}
          >
            {filterLabel(value)}
          </button>
        ))}
      </div>

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="hall-list-title" className="text-xl font-semibold">
          {filterLabel(filter)}
        </h2>
        {events.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('admin.hall.list.count', { count: events.data.length })}
          </p>
        )}
      </div>

      {events.isPending ? (
        <ListLoading label={t('admin.hall.loading')} />
      ) : events.isError && !events.data ? (
        <ListLoadError onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : events.data.length === 0 ? (
        <EmptyState title={t('admin.hall.empty.title')} description={t('admin.hall.empty.description')} />
      ) : (
        <ul className="grid gap-3">
          {events.data.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              onExtend={() => setExtending(event)}
              onLose={() => setLosing({ event, to: 'lost' })}
            />
          ))}
        </ul>
      )}

      <ExtendDepositDialog event={extending} onClose={() => setExtending(null)} />
      <StatusChangeDialog change={losing} onClose={() => setLosing(null)} />
    </section>
  );
}

function EventRow({
  event,
  onExtend,
  onLose,
}: {
  event: AdminEventBookingDto;
  onExtend: () => void;
  onLose: () => void;
}) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const manage = useHallGuard();
  const texts = useEventTexts();
  const total = event.proposal?.total ?? event.estimate.total;
  const name = clientName(event);

  return (
    <li
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center',
        event.overdue ? 'border-destructive/50' : 'border-border',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={hallEventHref(event.id)}
            aria-label={texts.linkName(event)}
            className="min-w-0 break-words text-lg font-semibold text-primary underline-offset-2 hover:underline"
          >
            {name}
          </Link>
          <EventStatusBadge status={event.status} />
        </div>
        <p className="text-sm font-medium">
          {formatCalendarDate(event.eventDate, language, 'medium')} · {texts.blocksText(event.blocks)} ·{' '}
          {texts.timeText(event)}
        </p>
        <p className="text-sm text-muted-foreground">
          {event.packageName} · {t('admin.hall.row.guests', { count: event.guestCount })} ·{' '}
          {t('admin.hall.row.total', { amount: formatMoney(total, language) })}
        </p>
        {event.status === 'tentative' && event.holdExpiresAt && (
          <p className="text-sm text-muted-foreground">
            {t('admin.hall.row.holdUntil', { time: formatTimestamp(event.holdExpiresAt, timeZone, language) })}
          </p>
        )}
        {event.depositDueDate && !event.depositPaidAt && (
          <p className={cn('text-sm', event.overdue ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
            {t(event.overdue ? 'admin.hall.row.overdue' : 'admin.hall.row.depositDue', {
              date: formatCalendarDate(event.depositDueDate, language, 'medium'),
            })}
          </p>
        )}
      </div>
      {event.overdue && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <GuardedActionButton
            variant="secondary"
            manage={manage}
            aria-label={t('admin.hall.overdue.extendLabel', { name })}
            onClick={onExtend}
          >
            {t('admin.hall.overdue.extend')}
          </GuardedActionButton>
          <GuardedActionButton
            variant="ghostDanger"
            manage={manage}
            aria-label={t('admin.hall.overdue.markLostLabel', { name })}
            onClick={onLose}
          >
            {t('admin.hall.overdue.markLost')}
          </GuardedActionButton>
        </div>
      )}
    </li>
  );
}
