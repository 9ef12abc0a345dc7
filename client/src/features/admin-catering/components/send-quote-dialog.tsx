import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sendQuoteSchema, type CateringOrderDto, type SendQuoteInput } from '@shared/schemas/catering';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { formatCalendarDate } from '@/lib/format-date';
import { useSendCateringQuote } from '../api';
import { clientName, eventTypeText } from '../catering-labels';
import { useAdminToasts } from '@/components/admin/admin-toasts';

type QuoteFormValues = z.input<typeof sendQuoteSchema>;

const fieldOf = onlyFields<QuoteFormValues>(['quotedAmount', 'adminNotes']);

interface SendQuoteDialogProps {
  /** The order to quote; null keeps the dialog closed. */
  order: CateringOrderDto | null;
  onOpenChange: (open: boolean) => void;
}

/** Send Quote: an amount (required) and notes for the client; the order becomes quoted. */
export function SendQuoteDialog({ order, onOpenChange }: SendQuoteDialogProps) {
  const { t, language } = useAdminI18n();
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.catering.quote.title')}</DialogTitle>
        {order && (
          <>
            <DialogDescription>
              {t('admin.catering.quote.description', {
                name: clientName(order),
                eventType: eventTypeText(t, order.eventType),
                date: formatCalendarDate(order.eventDate, language),
                count: order.guestCount,
              })}
            </DialogDescription>
            <QuoteForm key={order.id} order={order} onDone={() => onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function QuoteForm({ order, onDone }: { order: CateringOrderDto; onDone: () => void }) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const sendQuote = useSendCateringQuote();
  const form = useForm<QuoteFormValues, unknown, SendQuoteInput>({
    resolver: zodResolver(sendQuoteSchema),
    defaultValues: { quotedAmount: order.quotedAmount ?? '', adminNotes: '' },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = async (input: SendQuoteInput) => {
    try {
      await sendQuote.mutateAsync({ id: order.id, input });
      succeeded(t('admin.catering.toast.quoteSent'));
      onDone();
    } catch (error) {
      applyServerErrors(form, error, { fieldOf });
      failed(t('admin.catering.toast.quoteFailed'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4">
      <Field
        label={t('admin.catering.quote.amount')}
        error={errors.quotedAmount?.message}
        hint={t('admin.catering.form.moneyHint')}
      >
        {(c) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted-foreground"
            >
              $
            </span>
            <Input
              {...c}
              inputMode="decimal"
              autoComplete="off"
              className="pl-7 tabular-nums"
              {...register('quotedAmount')}
            />
          </div>
        )}
      </Field>
      <Field
        label={t('admin.catering.quote.notes')}
        error={errors.adminNotes?.message}
        hint={t('admin.catering.quote.notesHint')}
      >
        {(c) => <Textarea {...c} rows={4} {...register('adminNotes')} />}
      </Field>
      <p className="text-sm text-muted-foreground">{t('admin.catering.quote.emailNote', { email: order.email })}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('admin.catering.quote.sending') : t('admin.catering.quote.submit')}
        </Button>
      </div>
    </form>
  );
}
