import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { useAdminI18n } from '@/lib/admin-i18n';

/** The diner's phone as a call link, or "Removed" once the order's personal data is forgotten. */
export function OrderPhone({ order }: { order: Pick<AdminOnlineOrderDto, 'customerName' | 'phone'> }) {
  const { t } = useAdminI18n();
  if (!order.phone) return <span className="text-muted-foreground">{t('admin.orders.ticket.removed')}</span>;
  return (
    <a
      href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
      className="wrap-anywhere text-primary underline underline-offset-2"
      aria-label={t('admin.orders.ticket.call', { name: order.customerName, phone: order.phone })}
    >
      {order.phone}
    </a>
  );
}
