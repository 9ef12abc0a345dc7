import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminI18n } from '@/lib/admin-i18n';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** What will be deleted, in a sentence. */
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}

/** "Are you sure?" before a delete in the back office, with Cancel focused first. */
export function ConfirmDeleteDialog({ open, onClose, description, pending, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useAdminI18n();
  return (
    <ConfirmDialog
      open={open}
      // Stays open while the delete is on its way, so its outcome is seen.
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t('admin.confirm.title')}
      description={description}
      confirmLabel={t('admin.common.delete')}
      cancelLabel={t('admin.common.cancel')}
      pendingLabel={t('admin.confirm.deleting')}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
