import { OrdersBoard } from '@/features/admin-orders/components/orders-board';

/** /admin/orders: the kitchen board of pickup orders. */
export function OrdersSection() {
  return <OrdersBoard />;
}
