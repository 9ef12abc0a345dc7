import { useEffect, useRef } from 'react';
import { telHref } from '@shared/business-info';
import type { ScheduleExceptionSaved } from '@shared/schemas/schedule';
import { formatClock } from '@shared/time';
import { Button } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';

/**
 * The bookings a saved exception leaves outside its hours, for staff to call. Nothing was
 * cancelled: the list says so, and stays until dismissed.
 */
export function AffectedBookings({ saved, onDismiss }: { saved: ScheduleExceptionSaved; onDismiss: () => void }) {
  const { t, language } = useAdminI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown after the dialog closes: bring it to the eye and to the screen reader.
  useEffect(() => heading.current?.focus(), [saved]);

  return (
    <section
      aria-labelledby="affected-bookings-title"
      className="grid gap-3 rounded-lg border-2 border-accent bg-accent/10 p-3 sm:p-4"
    >
      <div>
        <h3 id="affected-bookings-title" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
          {t('admin.settings.affected.title', { count: saved.affected.count, label: saved.exception.label })}
        </h3>
        <p className="mt-1 text-sm">{t('admin.settings.affected.body')}</p>
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {saved.affected.reservations.map((booking) => (
          <li key={booking.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {booking.firstName} {booking.lastName}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatCalendarDate(booking.date, language)} · {formatClock(booking.time, language)} ·{' '}
                {t('admin.settings.affected.guests', { count: booking.guests })}
              </p>
            </div>
            <a
              href={telHref(booking.phone)}
              aria-label={t('admin.settings.affected.call', {
                name: `${booking.firstName} ${booking.lastName}`,
                phone: booking.phone,
              })}
              className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-full px-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <PhoneIcon className="size-4" />
              {booking.phone}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="justify-self-end" onClick={onDismiss}>
        {t('admin.settings.affected.dismiss')}
      </Button>
    </section>
  );
}
