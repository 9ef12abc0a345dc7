import { useState } from 'react';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { useAdminContext } from '@/components/admin/admin-context';
import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { actionsFor, isDestructive, type DestructiveAction, type OrderAction } from '../board-columns';
import type { OrderMover } from './use-order-mover';
import { pickupClock } from '../order-times';
import { AcceptDialog } from './accept-dialog';
import { ConfirmStatusDialog } from './confirm-status-dialog';

const PRIMARY: readonly OrderAction[] = ['accepted', 'ready', 'completed'];

/**
 * The ticket's buttons, each only when the order may move that way. Accepting an ASAP order asks
 * when it will be ready; a scheduled one is accepted for its slot at once. Rejecting, cancelling
 * and "not picked up" ask first.
 */
export function TicketActions({ order, now, mover }: { order: AdminOnlineOrderDto; now: Date; mover: OrderMover }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const [asking, setAsking] = useState<DestructiveAction | 'accepted' | null>(null);
  const actions = actionsFor(order.status);
  if (actions.length === 0) return null;
  const number = order.orderNumber;
  const busy = mover.pendingId === order.id;

  const move = (status: OrderAction, extra: { readyInMinutes?: number; reason?: string } = {}) => {
    setAsking(null);
    mover.move({ id: order.id, number, status, ...extra });
  };
  const press = (action: OrderAction) => {
    if (action === 'accepted' && order.pickupAsap) setAsking('accepted');
    else if (isDestructive(action)) setAsking(action);
    else move(action);
  };

  // A scheduled order is accepted for its slot; the button names the slot.
  const label = (action: OrderAction) =>
    action === 'accepted' && !order.pickupAsap && order.pickupAt
      ? t('admin.orders.action.acceptFor', { time: pickupClock(order.pickupAt, timeZone, language, now, 'short') })
      : t(`admin.orders.action.${action}`);

  return (
    <div
      role="group"
      aria-label={t('admin.orders.ticket.actions', { number })}
      className="grid gap-2 border-t border-border pt-3 @sm:grid-cols-2"
    >
      {actions.map((action) => {
        const primary = PRIMARY.includes(action);
        const asks = (action === 'accepted' && order.pickupAsap) || isDestructive(action);
        return (
          <Button
            key={action}
            size="lg"
            variant={primary ? 'primary' : 'ghostDanger'}
            className={primary ? 'px-3 @sm:col-span-2' : 'border border-destructive/50 px-3'}
            disabled={busy}
            aria-haspopup={asks ? 'dialog' : undefined}
            onClick={() => press(action)}
          >
            {busy && mover.pendingStatus === action ? t('admin.orders.action.working') : label(action)}
          </Button>
        );
      })}
      {mover.canUndo(order.id, order.status, now) && (
        <Button
          size="lg"
          variant="ghost"
          className="border border-border px-3 @sm:col-span-2"
          disabled={mover.undoing}
          onClick={() => mover.undo(order.id, number)}
        >
          {mover.undoing ? t('admin.orders.action.working') : t('admin.orders.action.undo')}
        </Button>
      )}
      {order.pickupAsap && (
        <AcceptDialog
          open={asking === 'accepted'}
          onOpenChange={(open) => setAsking(open ? 'accepted' : null)}
          number={number}
          now={now}
          pending={busy}
          onChoose={(minutes) => move('accepted', { readyInMinutes: minutes })}
        />
      )}
      {asking && asking !== 'accepted' && (
        <ConfirmStatusDialog
          action={asking}
          order={order}
          pending={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => move(asking, reason ? { reason } : {})}
        />
      )}
    </div>
  );
}
