import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { ReservationForm } from './reservation-form';
import { useReservationsI18n } from '@/i18n/reservations';

/** The booking form in a dialog, loaded the first time it opens (see reservation-dialog.tsx). */
export default function ReservationDialogPanel({ trigger, defaultOpen }: LoadedPopupProps) {
  const { t } = useReservationsI18n();
  const [open, setOpen] = useState(defaultOpen);
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
