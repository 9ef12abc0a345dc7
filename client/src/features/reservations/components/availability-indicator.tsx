import { MessageText } from '@/components/ui/message-text';
import { useEffect, useState, type ReactNode } from 'react';
import { RESERVATION } from '@shared/constants';
import type { AvailabilityDto } from '@shared/schemas/schedule';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useReservationsI18n } from '@/i18n/reservations';
import { dayAvailability, type DayAvailability } from '../availability';

const tone: Record<DayAvailability, string> = {
  available: 'border-success/40 bg-success/10 text-success',
  limited: 'border-accent bg-accent/15 text-foreground',
  unavailable: 'border-destructive/40 bg-destructive/10 text-destructive',
  closed: 'border-destructive/40 bg-destructive/10 text-destructive',
  noneLeftToday: 'border-border bg-muted text-foreground',
  none: 'border-border bg-muted text-foreground',
};

interface AvailabilityIndicatorProps {
  /** The day's availability read for the chosen party. */
  day: { data?: AvailabilityDto; error: Error | null };
  /** The restaurant's today (bookingWindow's `min`): only then does an empty day mean "no time left today". */
  today: string;
  phone: string;
  /** The date's special hours, when an exception replaces its weekly hours without closing. */
  specialHours: { label: string; hours: string } | null;
  /** Shown below once the day's answer is: what the form offers for such a day (the waitlist on a full one). */
  action?: ReactNode;
}

/**
 * After a date is chosen: "Checking availability..." for 300 ms (and until the answer is in), then
 * what that day looks like for the party, or why the restaurant is closed that day. Render it
 * with a key of the date and party size, so each change starts the check over.
 */
export function AvailabilityIndicator({ day, today, phone, specialHours, action }: AvailabilityIndicatorProps) {
  const { t } = useReservationsI18n();
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), RESERVATION.availabilityDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (day.error) {
    return (
      <p role="status" className={cn('rounded-lg border px-3 py-2 text-sm font-semibold', tone.closed)}>
        {errorMessage(day.error, t('reservations.availability.failed', { phone }))}
      </p>
    );
  }
  if (!settled || !day.data) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
        {t('reservations.availability.checking')}
      </p>
    );
  }
  const level = dayAvailability(day.data, today);
  const text =
    level === 'closed'
      ? (day.data.reason && <MessageText text={day.data.reasonKey ?? day.data.reason} fallback={day.data.reason} />) ||
        t('reservations.availability.unavailable')
      : level === 'noneLeftToday'
        ? t('reservations.noSlotsToday', { phone })
        : level === 'none'
          ? t('reservations.field.timeNone')
          : t(`reservations.availability.${level}`);
  return (
    <>
      <p role="status" className={cn('rounded-lg border px-3 py-2 text-sm font-semibold', tone[level])}>
        {text}
        {specialHours && level !== 'closed' && (
          <span className="mt-0.5 block font-normal text-foreground">
            {t('reservations.availability.specialHours', specialHours)}
          </span>
        )}
      </p>
      {action}
    </>
  );
}
