import { useAdminContext } from '@/components/admin/admin-context';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { READY_IN_CHOICES } from '../board-columns';
import { clockIn } from '../order-times';

interface AcceptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  number: string;
  now: Date;
  pending: boolean;
  onChoose: (minutes: number) => void;
}

/** Accepting an ASAP order: one tap on how many minutes until it is ready (10 to 45). */
export function AcceptDialog({ open, onOpenChange, number, now, pending, onChoose }: AcceptDialogProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.orders.accept.close')}>
        <DialogTitle>{t('admin.orders.accept.title', { number })}</DialogTitle>
        <DialogDescription>{t('admin.orders.accept.description')}</DialogDescription>
        <div
          role="group"
          aria-label={t('admin.orders.accept.choices')}
          className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-5"
        >
          {READY_IN_CHOICES.map((minutes) => {
            const time = clockIn(minutes, timeZone, language, now);
            return (
              <button
                key={minutes}
                type="button"
                className="flex min-h-16 flex-col items-center justify-center rounded-xl bg-primary px-2 py-2 font-semibold text-primary-foreground hover:bg-primary-hover disabled:pointer-events-none disabled:opacity-60"
                disabled={pending}
                aria-label={t('admin.orders.accept.minutesLabel', { count: minutes, time })}
                onClick={() => onChoose(minutes)}
              >
                <span className="text-xl font-bold">{t('admin.orders.accept.minutes', { count: minutes })}</span>
                <span className="text-xs font-normal">{time}</span>
              </button>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
