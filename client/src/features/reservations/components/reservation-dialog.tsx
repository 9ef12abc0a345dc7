import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useReservationsI18n } from '@/i18n/reservations';
import { ReservationForm } from './reservation-form';

/** The modal variant: `trigger` opens it; a sent booking closes it. */
export function ReservationDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useReservationsI18n();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogTitle>{t('reservations.modal.title')}</DialogTitle>
        <DialogDescription>{t('reservations.modal.description')}</DialogDescription>
        <div className="mt-5">
          <ReservationForm variant="modal" onDone={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
