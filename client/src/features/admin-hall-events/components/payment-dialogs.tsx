import { useState, type FormEvent } from 'react';
import {
  EVENT_PAYMENT_METHODS,
  EVENT_PAYMENT_PARTS,
  type EventPaymentMethod,
  type EventPaymentPart,
} from '@shared/hall-events';
import { centsOf, dollarsOf } from '@shared/money';
import type { AdminEventBookingDto, EventPaymentDto } from '@shared/schemas/hall-events';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Input, NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { useEventRefund, useRecordEventPayment } from '../api';
import { clientName } from '../event-labels';
import { useAdminForm } from '@/components/admin/use-admin-form';

/** What is still due on an event: the deposit until it is paid, the balance after. */
function suggested(event: AdminEventBookingDto): { part: EventPaymentPart; amount: string } {
  const deposit = event.proposal?.deposit;
  if (!event.depositPaidAt && deposit) {
    const left = Math.max(0, centsOf(deposit) - centsOf(event.paid));
    return { part: 'deposit', amount: dollarsOf(left) };
  }
  return { part: 'balance', amount: event.balanceDue };
}

/** "Record payment": a payment taken outside the site, by a manager. */
export function RecordPaymentDialog({
  event,
  open,
  onClose,
}: {
  event: AdminEventBookingDto;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.hall.record.title')}</DialogTitle>
        <DialogDescription>{t('admin.hall.record.description', { name: clientName(event) })}</DialogDescription>
        {open && <RecordForm event={event} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RecordForm({ event, onDone }: { event: AdminEventBookingDto; onDone: () => void }) {
  const { t } = useAdminI18n();
  const { errors, send } = useAdminForm();
  const record = useRecordEventPayment();
  const start = suggested(event);
  const [part, setPart] = useState<EventPaymentPart>(start.part);
  const [amount, setAmount] = useState(start.amount === '0.00' ? '' : start.amount);
  const [method, setMethod] = useState<EventPaymentMethod>('cash');
  const [note, setNote] = useState('');

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const input = { part, amount: amount.trim(), method, note: note.trim() || undefined };
    const recorded = await send(() => record.mutateAsync({ id: event.id, input }), {
      done: t('admin.hall.toast.paymentRecorded'),
      failed: t('admin.hall.toast.paymentFailed'),
    });
    if (recorded) onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.hall.record.part')} error={errors.part}>
          {(c) => (
            <NativeSelect {...c} value={part} onChange={(e) => setPart(e.target.value as EventPaymentPart)}>
              {EVENT_PAYMENT_PARTS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.hall.part.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('admin.hall.record.method')} error={errors.method}>
          {(c) => (
            <NativeSelect {...c} value={method} onChange={(e) => setMethod(e.target.value as EventPaymentMethod)}>
              {EVENT_PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.hall.method.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label={t('admin.hall.record.amount')} error={errors.amount}>
        {(c) => <DollarInput {...c} value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field label={t('admin.hall.record.note')} error={errors.note}>
        {(c) => <Input {...c} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <DialogFormActions
        onCancel={onDone}
        busy={record.isPending}
        submitLabel={t('admin.hall.record.submit')}
        busyLabel={t('admin.hall.record.saving')}
      />
    </form>
  );
}

interface RefundDialogProps {
  event: AdminEventBookingDto;
  payment: EventPaymentDto | null;
  /** The policy to apply: the one the client accepted, or the hall's current one. */
  policy: string | undefined;
  onClose: () => void;
}

/** "Refund": money of one payment given back, with the cancellation policy in view. */
export function RefundDialog({ event, payment, policy, onClose }: RefundDialogProps) {
  const { t, language } = useAdminI18n();
  const left = payment ? dollarsOf(centsOf(payment.amount) - centsOf(payment.refunded)) : '0.00';
  // The server's reading of the policy for a cancel today, where it sends one.
  const suggestion = event.policyRefund;
  return (
    <Dialog open={payment !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.hall.refund.title')}</DialogTitle>
        {payment && (
          <>
            <DialogDescription>
              {t('admin.hall.refund.description', {
                part: t(`admin.hall.part.${payment.part}`),
                amount: formatMoney(payment.amount, language),
                method: t(`admin.hall.method.${payment.method}`),
                left: formatMoney(left, language),
              })}{' '}
              {payment.method === 'card' ? t('admin.hall.refund.cardNote') : t('admin.hall.refund.offlineNote')}
            </DialogDescription>
            {(event.proposal?.policy ?? policy) && (
              <div className="mt-4 rounded-lg border border-border bg-muted/50 p-3 text-sm">
                <p className="font-semibold">{t('admin.hall.refund.policy')}</p>
                <p className="mt-1 whitespace-pre-line">{event.proposal?.policy ?? policy}</p>
                {suggestion && (
                  <p className="mt-2 font-semibold">
                    {t('admin.hall.refund.policyAmount', { amount: formatMoney(suggestion, language) })}
                  </p>
                )}
              </div>
            )}
            <RefundForm key={payment.id} event={event} payment={payment} left={left} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({
  event,
  payment,
  left,
  onDone,
}: {
  event: AdminEventBookingDto;
  payment: EventPaymentDto;
  left: string;
  onDone: () => void;
}) {
  const { t } = useAdminI18n();
  const { errors, send } = useAdminForm();
  const refund = useEventRefund();
  const [amount, setAmount] = useState(left);
  const [reason, setReason] = useState('');

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const input = { paymentId: payment.id, amount: amount.trim(), reason: reason.trim() };
    const refunded = await send(() => refund.mutateAsync({ id: event.id, input }), {
      done: t('admin.hall.toast.refunded'),
      failed: t('admin.hall.toast.refundFailed'),
    });
    if (refunded) onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <Field label={t('admin.hall.refund.amount')} error={errors.amount}>
        {(c) => <DollarInput {...c} value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field label={t('admin.hall.refund.reason')} error={errors.reason}>
        {(c) => <Input {...c} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <DialogFormActions
        onCancel={onDone}
        busy={refund.isPending}
        submitLabel={t('admin.hall.refund.submit')}
        busyLabel={t('admin.hall.refund.saving')}
        submitVariant="destructive"
      />
    </form>
  );
}
