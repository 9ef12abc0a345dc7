import { useId } from 'react';
import { RESERVATION } from '@shared/constants';
import { formatPeriods } from '@shared/schedule';
import type { ReservationDayDto } from '@shared/schemas/schedule';
import { addDays, formatClock } from '@shared/time';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-controls';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';
import { useReservationDay } from '../api';
import { loadPercent, loadTone, type LoadTone } from '../reservation-day';

const BAR: Record<LoadTone, string> = {
  empty: 'bg-transparent',
  open: 'bg-success',
  limited: 'bg-accent',
  full: 'bg-primary',
  over: 'bg-destructive',
};

/**
 * One day at the host stand: its hours (or why it is closed), the guests booked against the
 * day's capacity, and per slot the guests whose booking starts in it against the pacing.
 */
export function ReservationDayView({ today, date, onDateChange: setDate }: { today: string; date: string; onDateChange: (date: string) => void }) {
  const { t } = useAdminI18n();
  const id = useId();
  const day = useReservationDay(date);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" size="icon" aria-label={t('admin.reservations.day.previous')} onClick={() => setDate(addDays(date, -1))}>
          <ChevronLeftIcon />
        </Button>
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-56 sm:flex-none">
          <label htmlFor={`${id}-date`} className="text-sm font-semibold">
            {t('admin.reservations.day.date')}
          </label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
        </div>
        <Button variant="secondary" size="icon" aria-label={t('admin.reservations.day.next')} onClick={() => setDate(addDays(date, 1))}>
          <ChevronRightIcon />
        </Button>
        <Button variant="secondary" disabled={date === today} onClick={() => setDate(today)} className="max-sm:w-full">
          {t('admin.reservations.day.today')}
        </Button>
      </div>

      {day.isPending ? (
        <ListLoading label={t('admin.reservations.day.loading')} />
      ) : day.isError && !day.data ? (
        <ListLoadError message={t('admin.reservations.day.loadError')} onRetry={() => void day.refetch()} retrying={day.isRefetching} />
      ) : (
        <DayLoad day={day.data} />
      )}
    </div>
  );
}

function DayLoad({ day }: { day: ReservationDayDto }) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const guests = (count: number) => (count === 1 ? t('admin.reservations.guests.one') : t('admin.reservations.guests.many', { count }));

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-3 sm:grid-cols-[1fr_minmax(14rem,18rem)] sm:items-start">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {formatCalendarDate(day.date)}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {day.open ? (
              <>
                {day.exceptionLabel && <Badge tone="info">{day.exceptionLabel}</Badge>}
                <span>{t('admin.reservations.day.open', { hours: formatPeriods(day.periods) })}</span>
              </>
            ) : (
              <>
                <Badge tone="danger">{t('admin.reservations.day.closed')}</Badge>
                <span>{day.reason}</span>
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

      {day.slots.length > 0 && (
        <div className="grid gap-2">
          <div>
            <h3 className="font-semibold">{t('admin.reservations.day.slots')}</h3>
            <p className="text-sm text-muted-foreground">{t('admin.reservations.day.slotsHint', { limit: day.pacingGuestsPerSlot })}</p>
          </div>
          <ul aria-label={t('admin.reservations.day.slots')} className="grid gap-x-6 md:grid-cols-2">
            {day.slots.map((slot) => (
              <li key={slot.time} className="grid grid-cols-[4.75rem_1fr] items-center gap-3 border-b border-border py-2">
                <span className={cn('text-sm font-semibold tabular-nums', slot.guests === 0 && 'text-muted-foreground')}>{formatClock(slot.time)}</span>
                <div className="grid gap-1">
                  <LoadMeter label={formatClock(slot.time)} guests={slot.guests} limit={day.pacingGuestsPerSlot} hideLabel />
                  {slot.bookings > 0 && (
                    <span className="text-xs text-muted-foreground">
                      {slot.bookings === 1 ? t('admin.reservations.day.bookingsOne') : t('admin.reservations.day.bookings', { count: slot.bookings })}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {day.slots.length === 0 && day.offGrid.length === 0 && <p className="text-muted-foreground">{t('admin.reservations.day.noSlots')}</p>}

      {day.offGrid.length > 0 && (
        <div className="grid gap-2">
          <div>
            <h3 className="font-semibold">{t('admin.reservations.day.offGrid')}</h3>
            <p className="text-sm text-muted-foreground">{t('admin.reservations.day.offGridHint')}</p>
          </div>
          <ul aria-label={t('admin.reservations.day.offGrid')} className="flex flex-wrap gap-2">
            {day.offGrid.map((entry, index) => (
              <li key={`${entry.time}-${index}`} className="rounded-lg border border-border bg-muted/60 px-3 py-1.5 text-sm">
                <span className="font-semibold tabular-nums">{formatClock(entry.time)}</span> · {guests(entry.guests)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
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
      {!hideLabel && <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</span>}
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={Math.max(limit, guests)}
          aria-valuenow={guests}
          aria-valuetext={tone === 'over' ? t('admin.reservations.day.meterOver', { count: guests, limit }) : t('admin.reservations.day.meterValue', { count: guests, limit })}
          className={cn('relative flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset', large ? 'h-3' : 'h-2.5')}
        >
          <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${loadPercent(guests, limit)}%` }} />
        </div>
        <span aria-hidden="true" className={cn('shrink-0 text-right tabular-nums', large ? 'min-w-[5.5rem] text-lg font-bold' : 'min-w-[3.75rem] text-sm font-semibold', tone === 'over' && 'text-destructive', tone === 'empty' && 'text-muted-foreground')}>
          {text}
        </span>
      </div>
    </div>
  );
}
