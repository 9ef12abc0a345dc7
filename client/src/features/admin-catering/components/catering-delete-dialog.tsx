import type { CateringOrderDto } from '@shared/schemas/catering';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { useDeleteCateringOrder } from '../api';
import { clientName } from '../catering-labels';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface CateringDeleteDialogProps {
  /** The order to delete; null keeps the dialog closed. */
  order: CateringOrderDto | null;
  onClose: () => void;
}

/** "Are you sure?" before a catering order is deleted, then the delete and how it went. */
export function CateringDeleteDialog({ order, onClose }: CateringDeleteDialogProps) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const remove = useDeleteCateringOrder();

  const confirmDelete = async () => {
    if (!order) return;
    try {
      await remove.mutateAsync(order.id);
      succeeded(t('admin.catering.toast.deleted'));
      onClose();
    } catch {
      failed(t('admin.catering.toast.deleteFailed'));
    }
  };

  return (
    <ConfirmDeleteDialog
      open={order !== null}
      onClose={onClose}
      description={
        order
          ? t('admin.catering.delete.description', {
              name: clientName(order),
              date: formatCalendarDate(order.eventDate, language),
            })
          : ''
      }
      pending={remove.isPending}
      onConfirm={() => void confirmDelete()}
    />
  );
}
