import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { latestExceptionEnd } from '@shared/schedule';
import {
  scheduleExceptionSchema,
  type ScheduleExceptionDto,
  type ScheduleExceptionInput,
  type ScheduleExceptionSaved,
} from '@shared/schemas/schedule';
import type { WeeklyHours } from '@shared/schemas/settings';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSaveException } from '../api';
import { exceptionFormValues, type ExceptionFormValues } from '../schedule-exceptions';
import { PeriodsEditor } from './periods-editor';
import { FormError } from '@/components/ui/form-error';

/** What the dialog opens on: an exception to edit, or a new one, maybe prefilled from a holiday. */
export type ExceptionDraft =
  | { exception: ScheduleExceptionDto }
  | { prefill: Partial<Pick<ExceptionFormValues, 'startDate' | 'endDate' | 'label' | 'closed'>> };

interface ExceptionFormDialogProps {
  draft: ExceptionDraft | null;
  onClose: () => void;
  weeklyHours: WeeklyHours | undefined;
  today: string;
  onSaved: (saved: ScheduleExceptionSaved) => void;
}

/** Add or edit a closure or special hours: a date range, closed or 1 to 3 periods, and a label. */
export function ExceptionFormDialog({ draft, onClose, weeklyHours, today, onSaved }: ExceptionFormDialogProps) {
  const { t } = useAdminI18n();
  const editing = draft && 'exception' in draft ? draft.exception : null;
  // After a save that left bookings outside the hours, focus goes to their list, not back to the button.
  const listShown = useRef(false);
  const saved = (result: ScheduleExceptionSaved) => {
    listShown.current = result.affected.count > 0;
    onSaved(result);
  };
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('admin.close')}
        size="wide"
        onCloseAutoFocus={(event) => {
          if (listShown.current) event.preventDefault();
          listShown.current = false;
        }}
      >
        <DialogTitle>
          {editing
            ? t('admin.settings.exceptions.editTitle', { label: editing.label })
            : t('admin.settings.exceptions.addTitle')}
        </DialogTitle>
        <DialogDescription>{t('admin.settings.exceptions.formDescription')}</DialogDescription>
        {/* Mounted only while open, so every opening starts from its own values. */}
        {draft && (
          <ExceptionForm draft={draft} weeklyHours={weeklyHours} today={today} onClose={onClose} onSaved={saved} />
        )}
      </DialogContent>
    </Dialog>
  );
}

const FORM_FIELD = /^(startDate|endDate|closed|label|periods(\.\d+\.(open|close))?)$/;
const fieldOf = (path: string) => (FORM_FIELD.test(path) ? (path as Path<ExceptionFormValues>) : null);

// The shared schema reads `periods` as unknown until it knows the day is open; the form always holds them as periods.
const resolver = zodResolver(scheduleExceptionSchema) as unknown as Resolver<
  ExceptionFormValues,
  unknown,
  ScheduleExceptionInput
>;

function ExceptionForm({
  draft,
  weeklyHours,
  today,
  onClose,
  onSaved,
}: Omit<ExceptionFormDialogProps, 'draft'> & { draft: ExceptionDraft }) {
  const { t } = useAdminI18n();
  const save = useSaveException();
  const editing = 'exception' in draft ? draft.exception : null;
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ExceptionFormValues, unknown, ScheduleExceptionInput>({
    resolver,
    defaultValues: exceptionFormValues(draft, weeklyHours, today),
  });
  const { register, control, handleSubmit, formState, getValues, setValue } = form;
  const errors = formState.errors;
  const [closed, startDate] = useWatch({ control, name: ['closed', 'startDate'] });
  const latestEnd = latestExceptionEnd(today);

  const onSubmit = async (input: ScheduleExceptionInput) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ id: editing?.id, input });
      toast({
        title: t('admin.settings.exceptions.saved', { label: saved.exception.label }),
        description:
          saved.affected.count > 0
            ? t('admin.settings.exceptions.savedAffected', { count: saved.affected.count })
            : t('admin.settings.exceptions.savedNoneAffected'),
        variant: 'success',
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      const fields = applyServerErrors(form, error, { fieldOf });
      const message = errorMessage(error, t('admin.settings.saveFailed.body'));
      if (fields.length === 0) setServerError(message);
      toast({
        title: t('admin.settings.exceptions.saveFailed'),
        description: fields.length > 0 ? t('admin.settings.saveFailed.fields') : message,
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4">
      <FormError boxed text={serverError} />
      <Field
        label={t('admin.settings.exceptions.label')}
        error={errors.label?.message}
        hint={t('admin.settings.exceptions.labelHint')}
      >
        {(control) => <Input autoComplete="off" maxLength={80} {...control} {...register('label')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('admin.settings.exceptions.startDate')} error={errors.startDate?.message}>
          {(control) => (
            <Input
              type="date"
              min={today}
              max={latestEnd}
              {...control}
              {...register('startDate', {
                // A one-day exception is the usual case: the end follows the start until it is set later.
                onChange: (event: { target: { value: string } }) => {
                  const end = getValues('endDate');
                  if (event.target.value && (!end || end < event.target.value)) setValue('endDate', event.target.value);
                },
              })}
            />
          )}
        </Field>
        <Field label={t('admin.settings.exceptions.endDate')} error={errors.endDate?.message}>
          {(control) => (
            <Input type="date" min={startDate || today} max={latestEnd} {...control} {...register('endDate')} />
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="closed"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('admin.settings.exceptions.onTheseDays')}</legend>
            {[
              { value: true, label: t('admin.settings.exceptions.closedAllDay') },
              { value: false, label: t('admin.settings.exceptions.specialHours') },
            ].map((choice) => (
              <label
                key={String(choice.value)}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={field.name}
                  className="size-5 accent-primary"
                  checked={field.value === choice.value}
                  onChange={() => field.onChange(choice.value)}
                  onBlur={field.onBlur}
                  ref={choice.value ? field.ref : undefined}
                />
                {choice.label}
              </label>
            ))}
            <FormError text={errors.closed?.message} />
          </fieldset>
        )}
      />
      {!closed && (
        <div className="grid gap-2 rounded-lg border border-border p-3">
          <PeriodsEditor
            control={control}
            register={register}
            name="periods"
            owner={t('admin.settings.exceptions.theseDays')}
          />
          <p className="text-sm text-muted-foreground">{t('admin.settings.periods.midnightHint')}</p>
        </div>
      )}
      <DialogFormActions
        onCancel={onClose}
        busy={formState.isSubmitting}
        submitLabel={editing ? t('admin.common.update') : t('admin.settings.exceptions.add')}
        busyLabel={t('admin.settings.saving')}
      />
    </form>
  );
}
