import { centsOf } from '@shared/money';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { useAdminContext, useCan } from '@/components/admin/admin-context';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { giftCardReturnable, refundable } from '../payment-line';
import { dateFormatter } from '@/lib/format-date';
import { TicketLines } from './order-ticket';
import { OrderPhone } from './order-phone';
import { PaymentBadges } from './payment-line';
import { GiftCardReturnButton } from './gift-card-return-button';
import { RefundButton } from './refund-dialog';

/**
 * One past order in full, to answer a guest who calls about it: who, when, what, how much, and
 * each status it went through with its time. Every text the guest typed is shown as plain text.
 */
export function PastOrderCard({ order }: { order: AdminOnlineOrderDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const when = dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const titleId = `past-order-${order.id}-title`;
  const mayRefund = useCan('payments.refund');
  const refund = mayRefund ? refundable(order) : null;
  const giftCardPart = mayRefund ? giftCardReturnable(order) : null;

  return (
    <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-display text-xl font-bold tabular-nums">
          {t('admin.orders.ticket.label', { number: order.orderNumber })}
        </h3>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold">
          {t(`admin.orders.past.status.${order.status}`)}
        </span>
      </header>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.orders.past.pickup')}</dt>
        <dd className="tabular-nums">
          {order.pickupAt ? when.format(new Date(order.pickupAt)) : t('admin.orders.past.noPickupTime')}
        </dd>
        <dt className="text-muted-foreground">{t('admin.orders.past.placed')}</dt>
        <dd className="tabular-nums">{when.format(new Date(order.createdAt))}</dd>
        <dt className="text-muted-foreground">{t('admin.orders.ticket.customer')}</dt>
        <dd className="wrap-anywhere font-semibold">{order.customerName || t('admin.orders.ticket.removed')}</dd>
        <dt className="text-muted-foreground">{t('admin.orders.past.phone')}</dt>
        <dd>
          <OrderPhone order={order} />
        </dd>
        {order.email && (
          <>
            <dt className="text-muted-foreground">{t('admin.orders.past.email')}</dt>
            <dd className="wrap-anywhere">{order.email}</dd>
          </>
        )}
        {order.source === 'phone' && (
          <>
            <dt className="text-muted-foreground">{t('admin.orders.past.source')}</dt>
            <dd>{t('admin.orders.ticket.phoneSource')}</dd>
          </>
        )}
      </dl>

      <TicketLines order={order} />

      {order.specialInstructions && (
        <div className="rounded-lg bg-accent/15 p-2.5 text-sm">
          <p className="font-semibold">{t('admin.orders.ticket.instructions')}</p>
          <p className="whitespace-pre-line wrap-anywhere">{order.specialInstructions}</p>
        </div>
      )}

      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t border-border pt-2 text-sm tabular-nums">
        <dt className="text-muted-foreground">{t('admin.orders.past.subtotal')}</dt>
        <dd className="text-right">{formatMoney(order.subtotal, language)}</dd>
        <dt className="text-muted-foreground">{t('admin.orders.past.tax')}</dt>
        <dd className="text-right">{formatMoney(order.tax, language)}</dd>
        {centsOf(order.tip) > 0 && (
          <>
            <dt className="text-muted-foreground">{t('admin.orders.past.tip')}</dt>
            <dd className="text-right">{formatMoney(order.tip, language)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('admin.orders.ticket.total')}</dt>
        <dd className="text-right text-lg font-bold">{formatMoney(order.total, language)}</dd>
        {/* A row of its own: a gift card's part makes the badge long, and the label keeps its room. */}
        <div className="col-span-2 mt-1 flex items-start justify-between gap-3">
          <dt className="py-1 text-muted-foreground">{t('admin.orders.past.payment')}</dt>
          <dd className="min-w-0">
            <PaymentBadges order={order} className="justify-end" />
          </dd>
        </div>
      </dl>
      {refund && <RefundButton order={order} refund={refund} />}
      {giftCardPart && <GiftCardReturnButton order={order} giftCard={giftCardPart} />}

      {order.history.length > 0 && (
        <section aria-labelledby={`${titleId}-history`} className="text-sm">
          <h4 id={`${titleId}-history`} className="mb-1 font-semibold">
            {t('admin.orders.past.history')}
          </h4>
          <ol className="grid gap-1">
            {order.history.map((entry, index) => (
              // History entries have no id here; their order never changes.
              <li key={index} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3">
                <time dateTime={entry.at} className="tabular-nums text-muted-foreground">
                  {when.format(new Date(entry.at))}
                </time>
                <span>{t(`admin.orders.past.status.${entry.status}`)}</span>
              </li>
            ))}
          </ol>
          {order.reason && (
            <p className="mt-1 wrap-anywhere">{t('admin.orders.past.reason', { reason: order.reason })}</p>
          )}
        </section>
      )}
    </article>
  );
}
