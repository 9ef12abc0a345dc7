import { useEffect, useRef } from 'react';
import { telHref } from '@shared/business-info';
import type { ScheduleExceptionSaved } from '@shared/schemas/schedule';
import { formatClock } from '@shared/time';
import { Button } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import { useAdminContext } from '@/components/admin/admin-context';

/**
 * The bookings a saved exception leaves outside its hours, and the open pickup orders of the days
 * it closes, for staff to call. Nothing was
 * cancelled: the list says so, and stays until dismissed.
 */
export function AffectedBookings({ saved, onDismiss }: { saved: ScheduleExceptionSaved; onDismiss: () => void }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
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
      {saved.affected.reservations.length > 0 && (
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
      )}
      {saved.affected.orders.length > 0 && (
        <section aria-labelledby="affected-orders-title" className="grid gap-2">
          <h4 id="affected-orders-title" className="font-semibold">
            {t('admin.settings.affected.ordersTitle', { count: saved.affected.orders.length })}
          </h4>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {saved.affected.orders.map((order) => (
              <li key={order.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {t('admin.settings.affected.orderNumber', { number: order.orderNumber })} · {order.customerName}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t('admin.settings.affected.pickup', {
                      time: order.pickupAt ? formatTimestamp(order.pickupAt, timeZone, language) : '',
                    })}
                  </p>
                </div>
                <a
                  href={telHref(order.phone)}
                  aria-label={t('admin.settings.affected.call', { name: order.customerName, phone: order.phone })}
                  className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-full px-1 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <PhoneIcon className="size-4" />
                  {order.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button variant="secondary" size="sm" className="justify-self-end" onClick={onDismiss}>
        {t('admin.settings.affected.dismiss')}
      </Button>
    </section>
  );
}
