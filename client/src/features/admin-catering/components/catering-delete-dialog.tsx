import type { CateringOrderDto } from '@shared/schemas/catering';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useDeleteCateringOrder } from '../api';
import { clientName } from '../catering-labels';

interface CateringDeleteDialogProps {
  /** The order to delete; null keeps the dialog closed. */
  order: CateringOrderDto | null;
  onClose: () => void;
}

/** "Are you sure?" before a catering order is deleted, then the delete and how it went. */
export function CateringDeleteDialog({ order, onClose }: CateringDeleteDialogProps) {
  const { t, language } = useAdminI18n();
  const remove = useDeleteCateringOrder();

  const confirmDelete = async () => {
    if (!order) return;
    try {
      await remove.mutateAsync(order.id);
      toast({ title: t('admin.common.success'), description: t('admin.catering.toast.deleted'), variant: 'success' });
      onClose();
    } catch {
      toast({ title: t('admin.error'), description: t('admin.catering.toast.deleteFailed'), variant: 'destructive' });
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
