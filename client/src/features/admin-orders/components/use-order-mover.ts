import { useState } from 'react';
import { ORDERING, UNDOABLE_STATUSES, type OrderStatus } from '@shared/ordering-constants';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import type { OrderAction } from '../board-columns';
import { useChangeOrderStatus, useUndoOrderStatus, type OrderStatusMove } from '../api';

export interface OrderMover {
  move: (move: OrderStatusMove) => void;
  /** The order whose change is on its way, and the status it is moving to. */
  pendingId: number | null;
  pendingStatus: OrderAction | null;
  /** Whether this screen's latest move of the order can still be taken back. */
  canUndo: (id: number, status: OrderStatus, now: Date) => boolean;
  undo: (id: number, number: string) => void;
  undoing: boolean;
}

interface OwnMove {
  id: number;
  status: OrderStatus;
  at: number;
}

/**
 * The board's one way to move an order, with the toast saying how it went: done, changed
 * elsewhere meanwhile (a 409: the list is read again and shows the order as it is), or failed.
 */
export function useOrderMover(): OrderMover {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const [lastMove, setLastMove] = useState<OwnMove | null>(null);
  const [undoNumber, setUndoNumber] = useState('');
  const change = useChangeOrderStatus({
    onSuccess: (move, order) => {
      setLastMove(
        (UNDOABLE_STATUSES as readonly OrderStatus[]).includes(move.status)
          ? { id: move.id, status: move.status, at: Date.now() }
          : null,
      );
      const charged = move.status === 'accepted' ? order.payment?.status : undefined;
      if (charged === 'failed') {
        failed(t('admin.orders.toast.declined', { number: move.number, amount: formatMoney(order.total, language) }));
      } else if (charged === 'paid') {
        const amount = formatMoney(order.payment?.amount ?? order.total, language);
        succeeded(t('admin.orders.toast.charged', { number: move.number, amount }));
      } else {
        succeeded(t(`admin.orders.toast.${move.status}`, { number: move.number }));
      }
    },
    onError: (error, move) => {
      const { number } = move;
      if (error instanceof ApiRequestError && error.status === 409) failed(t('admin.orders.toast.changed', { number }));
      else failed(errorMessage(error, t('admin.orders.toast.failed', { number })));
    },
  });
  const undo = useUndoOrderStatus({
    onSuccess: () => {
      setLastMove(null);
      succeeded(t('admin.orders.toast.undone', { number: undoNumber }));
    },
    onError: (error) => {
      setLastMove(null);
      failed(errorMessage(error, t('admin.orders.toast.failed', { number: undoNumber })));
    },
  });
  return {
    move: (move) => change.mutate(move),
    canUndo: (id, status, now) =>
      lastMove !== null &&
      lastMove.id === id &&
      lastMove.status === status &&
      now.getTime() - lastMove.at < ORDERING.undoMinutes * 60_000,
    undo: (id, number) => {
      setUndoNumber(number);
      undo.mutate(id);
    },
    undoing: undo.isPending,
    pendingId: change.isPending ? change.variables.id : null,
    pendingStatus: change.isPending ? change.variables.status : null,
  };
}
