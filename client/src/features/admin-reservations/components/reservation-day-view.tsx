import { MessageText } from '@/components/ui/message-text';
import { useEffect, useId, useMemo, useRef } from 'react';
import { telHref } from '@shared/business-info';
import { CALENDAR_DATES, RESERVATION, type ReservationStatus } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import { formatPeriods } from '@shared/schedule';
import type { ReservationDayDto } from '@shared/schemas/schedule';
import { addDays, formatClock, isDateWithin } from '@shared/time';
import type { AdminMessageKey } from '@/i18n/admin';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-controls';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';
import { useReservationDay } from '../api';
import {
  arrivalActions,
  bookingsOfDay,
  loadPercent,
  loadTone,
  type ArrivalAction,
  type LoadTone,
} from '../reservation-day';
import { fullName } from '../reservation-filters';
import { STATUS_LABELS } from '../reservation-labels';
import { ReservationStatusBadge } from './status-badge';
import { useReservationsGuard } from './use-reservations-guard';
import { useStatusChange } from './use-status-change';
import { WaitlistPanel } from './waitlist-panel';

const BAR: Record<LoadTone, string> = {
  empty: 'bg-transparent',
  open: 'bg-success',
  limited: 'bg-accent',
  full: 'bg-primary',
  over: 'bg-destructive',
};

interface ReservationDayViewProps {
  /** The restaurant's today, YYYY-MM-DD. */
  today: string;
  date: string;
  onDateChange: (date: string) => void;
  /** The reservation book (the admin list), for the day's bookings and their one-tap arrivals. */
  reservations: readonly ReservationDto[];
}

/**
 * One day at the host stand: its hours (or why it is closed), the guests booked against the
 * day's capacity, the day's bookings with one-tap arrivals, per slot the guests whose booking
 * starts in it against the pacing, and the people on the day's waitlist.
 */
export function ReservationDayView({ today, date, onDateChange: setDate, reservations }: ReservationDayViewProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const day = useReservationDay(date);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('admin.reservations.day.previous')}
          disabled={date <= CALENDAR_DATES.min}
          onClick={() => setDate(addDays(date, -1))}
        >
          <ChevronLeftIcon />
        </Button>
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-56 sm:flex-none">
          <label htmlFor={`${id}-date`} className="text-sm font-semibold">
            {t('admin.reservations.day.date')}
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            min={CALENDAR_DATES.min}
            max={CALENDAR_DATES.max}
            value={date}
            onChange={(event) =>
              isDateWithin(event.target.value, CALENDAR_DATES.min, CALENDAR_DATES.max) && setDate(event.target.value)
            }
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('admin.reservations.day.next')}
          disabled={date >= CALENDAR_DATES.max}
          onClick={() => setDate(addDays(date, 1))}
        >
          <ChevronRightIcon />
        </Button>
        <Button variant="secondary" disabled={date === today} onClick={() => setDate(today)} className="max-sm:w-full">
          {t('admin.reservations.day.today')}
        </Button>
      </div>

      {day.isPending ? (
        <ListLoading label={t('admin.reservations.day.loading')} />
      ) : day.isError && !day.data ? (
        <ListLoadError
          message={t('admin.reservations.day.loadError')}
          onRetry={() => void day.refetch()}
          retrying={day.isRefetching}
        />
      ) : (
        <DayLoad day={day.data} reservations={reservations} today={today} />
      )}

      <WaitlistPanel date={date} />
    </div>
  );
}

function DayLoad({
  day,
  reservations,
  today,
}: {
  day: ReservationDayDto;
  reservations: readonly ReservationDto[];
  today: string;
}) {
  const { t, language } = useAdminI18n();
  const headingId = useId();
  const bookings = useMemo(() => bookingsOfDay(reservations, day.date), [reservations, day.date]);
  const guests = (count: number) => t('admin.reservations.guests', { count });

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-3 sm:grid-cols-[1fr_minmax(14rem,18rem)] sm:items-start">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {formatCalendarDate(day.date, language)}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {day.open ? (
              <>
                {day.exceptionLabel && <Badge tone="info">{day.exceptionLabel}</Badge>}
                <span>{t('admin.reservations.day.open', { hours: formatPeriods(day.periods, '–', language) })}</span>
              </>
            ) : (
              <>
                <Badge tone="danger">{t('admin.reservations.day.closed')}</Badge>
                {day.reason && (
                  <span>
                    <MessageText text={day.reasonKey ?? day.reason} fallback={day.reason} />
                  </span>
                )}
              </>
            )}
          </p>
        </div>
        <LoadMeter
          label={t('admin.reservations.day.dayTotal')}
          guests={day.bookedGuests}
          limit={day.dailyGuestCapacity}
          limitedBelow={day.dailyGuestCapacity - RESERVATION.limitedAboveDayGuests}
          large
        />
      </div>

      {(bookings.listed.length > 0 || bookings.cancelled > 0) && (
        <DayBookings listed={bookings.listed} cancelled={bookings.cancelled} canMark={day.date <= today} />
      )}

      {day.slots.length > 0 && (
        <div className="grid gap-2">
          <div>
            <h3 className="font-semibold">{t('admin.reservations.day.slots')}</h3>
            <p className="text-sm text-muted-foreground">
              {t('admin.reservations.day.slotsHint', { limit: day.pacingGuestsPerSlot })}
            </p>
          </div>
          <ul aria-label={t('admin.reservations.day.slots')} className="grid gap-x-6 md:grid-cols-2">
            {day.slots.map((slot) => (
              <li
                key={slot.time}
                className="grid grid-cols-[4.75rem_1fr] items-center gap-3 border-b border-border py-2"
              >
                <span
                  className={cn('text-sm font-semibold tabular-nums', slot.guests === 0 && 'text-muted-foreground')}
                >
                  {formatClock(slot.time, language)}
                </span>
                <div className="grid gap-1">
                  <LoadMeter
                    label={formatClock(slot.time, language)}
                    guests={slot.guests}
                    limit={day.pacingGuestsPerSlot}
                    hideLabel
                  />
                  {slot.bookings > 0 && (
                    <span className="text-xs text-muted-foreground">
                      {t('admin.reservations.day.bookings', { count: slot.bookings })}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {day.slots.length === 0 && day.offGrid.length === 0 && (
        <p className="text-muted-foreground">{t('admin.reservations.day.noSlots')}</p>
      )}

      {day.offGrid.length > 0 && (
        <div className="grid gap-2">
          <div>
            <h3 className="font-semibold">{t('admin.reservations.day.offGrid')}</h3>
            <p className="text-sm text-muted-foreground">{t('admin.reservations.day.offGridHint')}</p>
          </div>
          <ul aria-label={t('admin.reservations.day.offGrid')} className="flex flex-wrap gap-2">
            {day.offGrid.map((entry, index) => (
              <li
                key={`${entry.time}-${index}`}
                className="rounded-lg border border-border bg-muted/60 px-3 py-1.5 text-sm"
              >
                <span className="font-semibold tabular-nums">{formatClock(entry.time, language)}</span> ·{' '}
                {guests(entry.guests)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The aria-label of each forward step; an undo has one of its own that names the status it goes back to. */
const MARK_LABELS: Partial<Record<ReservationStatus, AdminMessageKey>> = {
  seated: 'admin.reservations.day.markSeated',
  no_show: 'admin.reservations.day.markNoShow',
  completed: 'admin.reservations.day.markCompleted',
};

/**
 * The day's bookings by time, each with its status and, from the day itself on (never ahead of
 * it), the one-tap steps of the evening: Seated or No-show, then Completed.
 */
function DayBookings({
  listed,
  cancelled,
  canMark,
}: {
  listed: ReservationDto[];
  cancelled: number;
  canMark: boolean;
}) {
  const { t } = useAdminI18n();
  const headingId = useId();
  return (
    <div className="grid gap-2">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('admin.reservations.day.bookingsTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {canMark ? t('admin.reservations.day.arrivalsHint') : t('admin.reservations.day.futureHint')}
        </p>
      </div>
      {listed.length > 0 && (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {listed.map((reservation) => (
            <ArrivalRow key={reservation.id} reservation={reservation} canMark={canMark} />
          ))}
        </ul>
      )}
      {cancelled > 0 && (
        <p className="text-sm text-muted-foreground">{t('admin.reservations.day.cancelled', { count: cancelled })}</p>
      )}
    </div>
  );
}

function ArrivalRow({ reservation, canMark }: { reservation: ReservationDto; canMark: boolean }) {
  const { t, language } = useAdminI18n();
  const { allowed, guard } = useReservationsGuard();
  const { status, pending, change } = useStatusChange(reservation);
  const rowRef = useRef<HTMLLIElement>(null);
  // Set when a tap came from a button of this row that had focus: the buttons change with the
  // status, so focus moves to the row's first one instead of being lost.
  const keepFocus = useRef(false);
  const name = fullName(reservation);
  const actions = canMark ? arrivalActions(status) : [];
  const guests = t('admin.reservations.guests', { count: reservation.guests });

  useEffect(() => {
    const row = rowRef.current;
    if (!keepFocus.current || !row) return;
    if (!row.contains(document.activeElement)) row.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
    if (!pending) keepFocus.current = false;
  }, [status, pending]);

  const labelOf = (action: ArrivalAction) =>
    action.undo
      ? t('admin.reservations.day.undoLabel', { name, status: t(STATUS_LABELS[action.to]) })
      : t(MARK_LABELS[action.to] ?? STATUS_LABELS[action.to], { name });

  const tap = (action: ArrivalAction) => {
    if (pending) return;
    keepFocus.current = rowRef.current?.contains(document.activeElement) ?? false;
    change(action.to);
  };

  return (
    <li
      ref={rowRef}
      aria-busy={pending || undefined}
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold tabular-nums">{formatClock(reservation.time, language)}</span>
          <span className="break-words font-semibold">{name}</span>
          <ReservationStatusBadge status={status} />
        </p>
        <p className="text-sm text-muted-foreground">
          {guests} ·{' '}
          <a href={telHref(reservation.phone)} className="underline-offset-2 hover:text-foreground hover:underline">
            {reservation.phone}
          </a>
        </p>
      </div>
      {actions.length > 0 && (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          {actions.map((action) => (
            <Button
              key={action.to}
              variant={action.undo || action.to === 'no_show' ? 'secondary' : 'primary'}
              aria-label={labelOf(action)}
              aria-disabled={pending || undefined}
              {...guard}
              disabled={!allowed}
              onClick={() => tap(action)}
              className="aria-disabled:cursor-progress aria-disabled:opacity-60"
            >
              {action.undo ? t('admin.reservations.day.undo') : t(STATUS_LABELS[action.to])}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

interface LoadMeterProps {
  label: string;
  guests: number;
  limit: number;
  limitedBelow?: number;
  /** The day's total: label above, bigger figures. */
  large?: boolean;
  /** The label is shown next to the meter already (the slot's time). */
  hideLabel?: boolean;
}

/** "18 / 24" with a bar: green with room, amber when little is left, red past the limit. */
function LoadMeter({ label, guests, limit, limitedBelow, large = false, hideLabel = false }: LoadMeterProps) {
  const { t } = useAdminI18n();
  const tone = loadTone(guests, limit, limitedBelow);
  const text = t('admin.reservations.day.meterText', { count: guests, limit });
  return (
    <div className={cn('grid gap-1', large && 'rounded-lg bg-muted/60 p-3')}>
      {!hideLabel && (
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</span>
      )}
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={Math.max(limit, guests)}
          aria-valuenow={guests}
          aria-valuetext={
            tone === 'over'
              ? t('admin.reservations.day.meterOver', { count: guests, limit })
              : t('admin.reservations.day.meterValue', { count: guests, limit })
          }
          className={cn(
            'relative flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset',
            large ? 'h-3' : 'h-2.5',
          )}
        >
          <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${loadPercent(guests, limit)}%` }} />
        </div>
        <span
          aria-hidden="true"
          className={cn(
            'shrink-0 text-right tabular-nums',
            large ? 'min-w-[5.5rem] text-lg font-bold' : 'min-w-[3.75rem] text-sm font-semibold',
            tone === 'over' && 'text-destructive',
            tone === 'empty' && 'text-muted-foreground',
          )}
        >
          {text}
        </span>
      </div>
    </div>
  );
}
