import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { useReservationsI18n } from '@/i18n/reservations';
import { WaitlistJoinPanel, type WaitlistJoinProps } from './waitlist-join-panel';

/** The waitlist form in a dialog, loaded the first time it opens (see waitlist-join-dialog.tsx). */
export default function WaitlistJoinPopup({ trigger, defaultOpen, ...panel }: WaitlistJoinProps & LoadedPopupProps) {
  const { t } = useReservationsI18n();
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('dialog.close')}>
        <WaitlistJoinPanel {...panel} />
      </DialogContent>
    </Dialog>
  );
}
