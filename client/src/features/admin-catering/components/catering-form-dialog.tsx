import type { CateringOrderDto } from '@shared/schemas/catering';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { CateringForm } from './catering-form/catering-form';

interface CateringFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order to edit; null adds a new one. */
  order: CateringOrderDto | null;
}

/** Add or edit a catering order; the form starts afresh each time the dialog opens. */
export function CateringFormDialog({ open, onOpenChange, order }: CateringFormDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide" className="pb-0">
        <DialogTitle>{order ? t('admin.catering.form.editTitle') : t('admin.catering.form.addTitle')}</DialogTitle>
        <DialogDescription>{t('admin.catering.form.description')}</DialogDescription>
        {open && <CateringForm key={order?.id ?? 'new'} order={order} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
