import { useEffect, useState } from 'react';
import { RESERVATION } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useReservationsI18n } from '@/i18n/reservations';
import { useDayGuests } from '../api';
import { availabilityFor } from '../availability';

const tone = {
  available: 'border-success/40 bg-success/10 text-success',
  limited: 'border-accent bg-accent/15 text-foreground',
  unavailable: 'border-destructive/40 bg-destructive/10 text-destructive',
};

/**
 * After a date is chosen: "Checking availability..." for 300 ms, then what that day looks like.
 * Render it with `key={date}` so a new date starts the check over.
 */
export function AvailabilityIndicator({ date }: { date: string }) {
  const { t } = useReservationsI18n();
  const { data, isPending, isError } = useDayGuests(date);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), RESERVATION.availabilityDelayMs);
    return () => clearTimeout(timer);
  }, [date]);

  if (isError) return null;
  if (!settled || isPending) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
        {t('reservations.availability.checking')}
      </p>
    );
  }
  const booked = data.reduce((sum, entry) => sum + entry.guests, 0);
  const level = availabilityFor(booked);
  return (
    <p role="status" className={cn('rounded-lg border px-3 py-2 text-sm font-semibold', tone[level])}>
      {t(`reservations.availability.${level}`)}
    </p>
  );
}
