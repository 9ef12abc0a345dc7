import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useId, useState } from 'react';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { ACTIONS_WITH_REASON, type DestructiveAction } from '../board-columns';

/** The longest reason the server keeps. */
const MAX_REASON = 300;

interface ConfirmStatusDialogProps {
  action: DestructiveAction;
  order: AdminOnlineOrderDto;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Asks before an order ends without food: reject or cancel (with a reason the guest reads in the
 * email) or "not picked up". Focus starts on Go back.
 */
export function ConfirmStatusDialog({ action, order, pending, onCancel, onConfirm }: ConfirmStatusDialogProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const withReason = ACTIONS_WITH_REASON.includes(action);
  const texts = { number: order.orderNumber, name: order.customerName };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-card p-6 text-card-foreground shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-semibold">
            {t(`admin.orders.confirm.${action}.title`, texts)}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-muted-foreground">
            {t(`admin.orders.confirm.${action}.description`, texts)}
          </AlertDialog.Description>
          {withReason && (
            <div className="mt-4 grid gap-1.5">
              <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
                {t('admin.orders.confirm.reason')}
              </label>
              <Textarea
                id={`${id}-reason`}
                aria-describedby={`${id}-hint`}
                maxLength={MAX_REASON}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {t('admin.orders.confirm.reasonHint', { max: MAX_REASON })}
              </p>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              {t('admin.orders.confirm.back')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonVariants({ variant: 'destructive', size: 'lg' })}
              disabled={pending}
              onClick={() => onConfirm(reason.trim())}
            >
              {pending ? t('admin.orders.action.working') : t(`admin.orders.confirm.confirm.${action}`)}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
