import { useState, type FormEvent } from 'react';
import { EVENT_LOST_REASONS, type EventLostReason } from '@shared/hall-events';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { useEventStatus } from '../api';
import { clientName } from '../event-labels';

/** A move staff make by hand: release a hold (lost, with a reason), cancel, confirm, complete. */
export interface StatusChange {
  event: AdminEventBookingDto;
  to: 'lost' | 'cancelled' | 'completed' | 'confirmed';
  /** The event still holds its blocks as an inquiry: losing it is releasing the hold. */
  release?: boolean;
}

interface StatusChangeDialogProps {
  change: StatusChange | null;
  onClose: () => void;
  /** The cancellation policy shown before a cancel: the proposal's own, or the hall's current one. */
  policy?: string;
}

export function StatusChangeDialog({ change, onClose, policy }: StatusChangeDialogProps) {
  const { t } = useAdminI18n();
  const titles = {
    lost: change?.release ? 'admin.hall.release.title' : 'admin.hall.lost.title',
    cancelled: 'admin.hall.cancel.title',
    completed: 'admin.hall.complete.title',
    confirmed: 'admin.hall.confirm.title',
  } as const;
  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        {change && (
          <>
            <DialogTitle>{t(titles[change.to])}</DialogTitle>
            <StatusForm key={`${change.event.id}-${change.to}`} change={change} policy={policy} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatusForm({ change, policy, onDone }: { change: StatusChange; policy?: string; onDone: () => void }) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const move = useEventStatus();
  const [reason, setReason] = useState<EventLostReason>('no_answer');
  const [note, setNote] = useState('');
  const name = clientName(change.event);
  const { to } = change;
  const shownPolicy = change.event.proposal?.policy ?? policy;

  const descriptions = {
    lost: t('admin.hall.release.description', { name }),
    cancelled: t('admin.hall.cancel.description', { name }),
    completed: t('admin.hall.complete.description', { name }),
    confirmed: t('admin.hall.confirm.description', { name }),
  };
  const submitLabels = {
    lost: change.release ? t('admin.hall.release.submit') : t('admin.hall.lost.submit'),
    cancelled: t('admin.hall.cancel.submit'),
    completed: t('admin.hall.complete.submit'),
    confirmed: t('admin.hall.confirm.submit'),
  };

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    try {
      await move.mutateAsync({
        id: change.event.id,
        input: { status: to, reason: to === 'lost' ? reason : undefined, note: note.trim() || undefined },
      });
      succeeded(t('admin.hall.toast.statusChanged', { status: t(`admin.hall.status.${to}`) }));
      onDone();
    } catch (error) {
      failed(errorMessage(error, t('admin.hall.toast.statusFailed')));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 grid gap-4">
      <DialogDescription>{descriptions[to]}</DialogDescription>
      {to === 'cancelled' && shownPolicy && (
        <div className="rounded-lg border border-border bg-muted/50 p-3 text-sm">
          <p className="font-semibold">{t('admin.hall.cancel.policy')}</p>
          <p className="mt-1 whitespace-pre-line">{shownPolicy}</p>
        </div>
      )}
      {to === 'lost' && (
        <Field label={t('admin.hall.release.reason')}>
          {(c) => (
            <NativeSelect {...c} value={reason} onChange={(e) => setReason(e.target.value as EventLostReason)}>
              {EVENT_LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.hall.lostReason.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <Field label={to === 'cancelled' ? t('admin.hall.cancel.note') : t('admin.hall.release.note')}>
        {(c) => <Textarea {...c} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <DialogFormActions
        onCancel={onDone}
        busy={move.isPending}
        submitLabel={submitLabels[to]}
        busyLabel={t('admin.hall.status.saving')}
        submitVariant={to === 'lost' || to === 'cancelled' ? 'destructive' : undefined}
      />
    </form>
  );
}
