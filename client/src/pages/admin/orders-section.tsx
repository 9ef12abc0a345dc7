import { OrdersBoard } from '@/features/admin-orders/components/orders-board';
import { PastOrders } from '@/features/admin-orders/components/past-orders';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminI18n } from '@/lib/admin-i18n';

/** /admin/orders: the kitchen board of pickup orders, and past orders to look up or download. */
export function OrdersSection() {
  const { t } = useAdminI18n();
  return (
    <Tabs defaultValue="board">
      <TabsList aria-label={t('admin.orders.view.label')} className="sm:max-w-sm">
        <TabsTrigger value="board">{t('admin.orders.view.board')}</TabsTrigger>
        <TabsTrigger value="past">{t('admin.orders.view.past')}</TabsTrigger>
      </TabsList>
      {/* The board stays mounted while past orders are open, so it keeps reading new orders. */}
      <TabsContent value="board" forceMount className="data-[state=inactive]:hidden">
        <OrdersBoard />
      </TabsContent>
      <TabsContent value="past">
        <PastOrders />
      </TabsContent>
    </Tabs>
  );
}
