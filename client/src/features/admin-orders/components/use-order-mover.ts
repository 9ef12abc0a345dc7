import { useAdminToasts } from '@/components/admin/admin-toasts';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import type { OrderAction } from '../board-columns';
import { useChangeOrderStatus, type OrderStatusMove } from '../api';

export interface OrderMover {
  move: (move: OrderStatusMove) => void;
  /** The order whose change is on its way, and the status it is moving to. */
  pendingId: number | null;
  pendingStatus: OrderAction | null;
}

/**
 * The board's one way to move an order, with the toast saying how it went: done, changed
 * elsewhere meanwhile (a 409: the list is read again and shows the order as it is), or failed.
 */
export function useOrderMover(): OrderMover {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const change = useChangeOrderStatus({
    onSuccess: (move) => succeeded(t(`admin.orders.toast.${move.status}`, { number: move.number })),
    onError: (error, move) => {
      const { number } = move;
      if (error instanceof ApiRequestError && error.status === 409) failed(t('admin.orders.toast.changed', { number }));
      else failed(errorMessage(error, t('admin.orders.toast.failed', { number })));
    },
  });
  return {
    move: (move) => change.mutate(move),
    pendingId: change.isPending ? change.variables.id : null,
    pendingStatus: change.isPending ? change.variables.status : null,
  };
}
