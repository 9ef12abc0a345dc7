import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminContext } from '@/components/admin/admin-context';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useAdminI18n } from '@/lib/admin-i18n';
import { ageMinutes, WAITING_TOO_LONG_MINUTES } from '../board-columns';
import { nameIn, optionGroups, pickupClock } from '../order-times';
import { printTicket } from '../print-ticket';
import { OrderPhone } from './order-phone';
import { PaymentBadges } from './payment-line';
import { TicketActions } from './ticket-actions';
import type { OrderMover } from './use-order-mover';

/**
 * One order as the kitchen reads it: number, pickup time, guest, the dishes with their options and
 * notes, the guest's instructions, the total and how it is paid, how long ago it came in, and the
 * buttons its status allows. Every text the guest typed is shown as plain text.
 */
export function OrderTicket({ order, now, mover }: { order: AdminOnlineOrderDto; now: Date; mover: OrderMover }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const age = ageMinutes(order.createdAt, now);
  const waitingLong = order.status === 'pending' && age >= WAITING_TOO_LONG_MINUTES;
  const titleId = `order-${order.id}-title`;
  const pickup = order.pickupAt ? pickupClock(order.pickupAt, timeZone, language, now) : null;
  const ready = order.readyAt ? pickupClock(order.readyAt, timeZone, language, now) : null;
  const ticketRef = useRef<HTMLElement>(null);

  return (
    <article
      ref={ticketRef}
      aria-labelledby={titleId}
      className={cn(
        '@container grid min-w-0 gap-3 rounded-xl border-2 bg-card p-3 shadow-sm',
        waitingLong ? 'border-destructive' : order.pickupAsap ? 'border-accent' : 'border-border',
      )}
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-display text-2xl font-bold tabular-nums">
            <span className="sr-only">{t('admin.orders.ticket.label', { number: order.orderNumber })}</span>
            <span aria-hidden="true">{t('admin.orders.ticket.number', { number: order.orderNumber })}</span>
          </h3>
          {order.pickupAsap && (
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-accent-foreground">
              {t('admin.orders.ticket.asap')}
            </span>
          )}
        </div>
        <p className="text-lg font-bold leading-snug tabular-nums">
          {order.status === 'accepted' && ready
            ? t('admin.orders.ticket.readyBy', { time: ready })
            : order.pickupAsap && order.status === 'pending'
              ? t('admin.orders.ticket.asapPickup', { time: pickup ?? '' })
              : pickup && t('admin.orders.ticket.pickupAt', { time: pickup })}
        </p>
      </header>

      <p className={cn('text-sm', waitingLong ? 'font-bold text-destructive' : 'text-muted-foreground')}>
        <time dateTime={order.createdAt}>
          {waitingLong
            ? t('admin.orders.ticket.waitingLong', { count: age })
            : age === 0
              ? t('admin.orders.ticket.justNow')
              : t('admin.orders.ticket.age', { count: age })}
        </time>
        {order.source === 'phone' && <> · {t('admin.orders.ticket.phoneSource')}</>}
      </p>

      <div className="grid gap-0.5">
        <p className="wrap-anywhere font-semibold">
          <span className="sr-only">{t('admin.orders.ticket.customer')}: </span>
          {order.customerName || t('admin.orders.ticket.removed')}
        </p>
        <p className="text-sm">
          <OrderPhone order={order} />
        </p>
      </div>

      <TicketLines order={order} />

      {order.specialInstructions && (
        <div className="rounded-lg bg-accent/15 p-2.5 text-sm">
          <p className="font-semibold">{t('admin.orders.ticket.instructions')}</p>
          <p className="whitespace-pre-line wrap-anywhere">{order.specialInstructions}</p>
        </div>
      )}

      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t border-border pt-2">
        <dl className="flex items-baseline gap-2">
          <dt className="text-sm text-muted-foreground">{t('admin.orders.ticket.total')}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMoney(order.total, language)}</dd>
        </dl>
        <PaymentBadges order={order} />
      </div>

      <TicketActions order={order} now={now} mover={mover} />
      <Button
        variant="secondary"
        size="md"
        className="w-fit"
        aria-label={t('admin.orders.ticket.printLabel', { number: order.orderNumber })}
        onClick={() => ticketRef.current && printTicket(ticketRef.current)}
      >
        {t('admin.orders.ticket.print')}
      </Button>
    </article>
  );
}

/** The order's dishes with their options and notes (the summary for orders older than lines). */
export function TicketLines({ order }: { order: AdminOnlineOrderDto }) {
  const { t, language } = useAdminI18n();
  if (order.lines.length === 0) {
    // An order from before lines were stored keeps its summary.
    return <p className="whitespace-pre-line wrap-anywhere">{order.items}</p>;
  }
  return (
    <ul aria-label={t('admin.orders.ticket.lines')} className="grid gap-2">
      {order.lines.map((line, index) => (
        // Lines have no id of their own; their place in the order never changes.
        <li key={index} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
          <span className="min-w-8 self-start rounded-md bg-foreground px-1.5 text-center font-bold tabular-nums text-background">
            {line.quantity}×
          </span>
          <span className="wrap-anywhere font-semibold">{nameIn(language, line.name, line.translations)}</span>
          {line.options.length > 0 && (
            <ul className="col-start-2 text-sm">
              {optionGroups(line.options, language).map((group) => (
                <li key={group.name} className="wrap-anywhere">
                  <span className="text-muted-foreground">{group.name}:</span> {group.values.join(', ')}
                </li>
              ))}
            </ul>
          )}
          {line.note && (
            <p className="col-start-2 wrap-anywhere text-sm font-semibold text-destructive">
              {t('admin.orders.ticket.lineNote', { note: line.note })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
