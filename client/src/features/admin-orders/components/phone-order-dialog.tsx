import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ORDERING } from '@shared/ordering-constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { confirmationWarnings } from '@/lib/confirmation-warnings';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useOrderableDishes, usePhoneOrderQuote, usePlacePhoneOrder } from '../api';
import { nameIn } from '../order-times';
import {
  choiceOf,
  defaultChoices,
  emptyLine,
  emptyPhoneOrder,
  itemsOf,
  phoneOrderBody,
  type PhoneOrderFormValues,
} from '../phone-order-model';

type Translate = ReturnType<typeof useAdminI18n>['t'];

function formSchema(t: Translate) {
  return z
    .object({
      customerName: z.string().trim().min(1, t('admin.orders.phone.error.name')),
      phone: z.string().trim().min(7, t('admin.orders.phone.error.phone')),
      email: z.string(),
      specialInstructions: z.string(),
      when: z.enum(['asap', 'later']),
      date: z.string(),
      time: z.string(),
      lines: z
        .array(
          z.object({
            menuItemId: z.string().min(1, t('admin.orders.phone.error.dish')),
            quantity: z
              .number({ error: t('admin.orders.phone.error.quantity', { max: ORDERING.maxQuantityPerLine }) })
              .int()
              .min(1, t('admin.orders.phone.error.quantity', { max: ORDERING.maxQuantityPerLine }))
              .max(
                ORDERING.maxQuantityPerLine,
                t('admin.orders.phone.error.quantity', { max: ORDERING.maxQuantityPerLine }),
              ),
            choices: z.array(z.string()),
          }),
        )
        .min(1),
    })
    .refine((values) => values.when === 'asap' || (values.date && values.time), {
      path: ['time'],
      message: t('admin.orders.phone.error.time'),
    });
}

/** The server's fields named on the form's: a refused pickup time belongs to the time field. */
function fieldOf(path: string) {
  if (path === 'pickupTime') return 'time' as const;
  if (['customerName', 'phone', 'email', 'specialInstructions'].includes(path))
    return path as 'customerName' | 'phone' | 'email' | 'specialInstructions';
  return null;
}

/** "Phone order" above the board: a dialog that takes an order on the phone. */
export function PhoneOrderButton() {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="md" onClick={() => setOpen(true)}>
        {t('admin.orders.phone.open')}
      </Button>
      <DialogContent closeLabel={t('admin.close')} className="max-w-2xl">
        <DialogTitle>{t('admin.orders.phone.title')}</DialogTitle>
        <DialogDescription>{t('admin.orders.phone.description')}</DialogDescription>
        {open && <PhoneOrderForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PhoneOrderForm({ onDone }: { onDone: () => void }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const { succeeded, failed } = useAdminToasts();
  const today = zonedMoment(timeZone).date;
  const dishes = useOrderableDishes(true);
  const place = usePlacePhoneOrder();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ values: PhoneOrderFormValues; warnings: string[] } | null>(null);
  const schema = useMemo(() => formSchema(t), [t]);
  const form = useForm<PhoneOrderFormValues>({ resolver: zodResolver(schema), defaultValues: emptyPhoneOrder(today) });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const lines = useFieldArray({ control, name: 'lines' });
  const watchedLines = useWatch({ control, name: 'lines' });
  const when = useWatch({ control, name: 'when' });
  const items = useMemo(() => itemsOf(watchedLines ?? []), [watchedLines]);
  const quote = usePhoneOrderQuote(items);

  const send = async (values: PhoneOrderFormValues, confirmWarnings: boolean) => {
    setServerError(null);
    try {
      const order = await place.mutateAsync({
        body: phoneOrderBody(values, confirmWarnings),
        idempotencyKey: crypto.randomUUID(),
      });
      succeeded(
        t('admin.orders.phone.placed', { number: order.orderNumber, total: formatMoney(order.total, language) }),
      );
      onDone();
    } catch (error) {
      const warnings = confirmWarnings ? null : confirmationWarnings(error);
      if (warnings) return setPending({ values, warnings });
      if (applyServerErrors(form, error, { fieldOf }).length === 0) setServerError(errorMessage(error, '') || null);
      failed(t('admin.orders.phone.failed'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => send(values, false))} className="mt-5 grid gap-5">
      <FormError boxed text={serverError} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">{t('admin.orders.phone.dishes')}</legend>
        {lines.fields.map((line, index) => (
          <DishLine
            key={line.id}
            form={form}
            index={index}
            dishes={dishes.data ?? []}
            onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
          />
        ))}
        <Button variant="secondary" size="md" className="w-fit" onClick={() => lines.append(emptyLine())}>
          {t('admin.orders.phone.addDish')}
        </Button>
        {quote.data && (
          <p role="status" className="font-semibold">
            {t('admin.orders.phone.total', { total: formatMoney(quote.data.total, language) })}
          </p>
        )}
      </fieldset>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('admin.orders.phone.name')} error={errors.customerName?.message}>
          {(props) => <Input autoComplete="off" {...props} {...register('customerName')} />}
        </Field>
        <Field label={t('admin.orders.phone.phone')} error={errors.phone?.message}>
          {(props) => <Input type="tel" autoComplete="off" {...props} {...register('phone')} />}
        </Field>
        <Field label={t('admin.orders.phone.email')} error={errors.email?.message}>
          {(props) => <Input type="email" autoComplete="off" {...props} {...register('email')} />}
        </Field>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">{t('admin.orders.phone.when')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['asap', 'later'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={choice} className="size-5 accent-primary" {...register('when')} />
              {t(`admin.orders.phone.${choice}`)}
            </label>
          ))}
        </div>
        {when === 'later' && (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t('admin.orders.phone.date')} error={errors.date?.message}>
              {(props) => <Input type="date" min={today} {...props} {...register('date')} />}
            </Field>
            <Field label={t('admin.orders.phone.time')} error={errors.time?.message}>
              {(props) => <Input type="time" step={ORDERING.slotMinutes * 60} {...props} {...register('time')} />}
            </Field>
          </div>
        )}
      </fieldset>

      <Field label={t('admin.orders.phone.instructions')} error={errors.specialInstructions?.message}>
        {(props) => <Textarea rows={2} {...props} {...register('specialInstructions')} />}
      </Field>

      <DialogFormActions
        onCancel={onDone}
        busy={formState.isSubmitting}
        submitLabel={t('admin.orders.phone.place')}
        busyLabel={t('admin.orders.phone.placing')}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !place.isPending && setPending(null)}
        title={t('admin.orders.phone.confirmTitle')}
        description={
          <>
            <span className="block">{t('admin.orders.phone.confirmIntro')}</span>
            {pending?.warnings.map((warning) => (
              <span key={warning} className="mt-2 block border-l-4 border-accent pl-3 font-medium text-foreground">
                {warning}
              </span>
            ))}
          </>
        }
        confirmLabel={t('admin.orders.phone.placeAnyway')}
        cancelLabel={t('admin.common.cancel')}
        pending={place.isPending}
        tone="primary"
        onConfirm={() => {
          const values = pending?.values;
          setPending(null);
          if (values) void send(values, true);
        }}
      />
    </form>
  );
}

interface DishLineProps {
  form: UseFormReturn<PhoneOrderFormValues>;
  index: number;
  dishes: PublicMenuItemDto[];
  onRemove?: () => void;
}

/** One dish of the order: which, how many, and its options (the kitchen's defaults ticked). */
function DishLine({ form, index, dishes, onRemove }: DishLineProps) {
  const { t, language } = useAdminI18n();
  const { register, setValue, control, formState } = form;
  const menuItemId = useWatch({ control, name: `lines.${index}.menuItemId` });
  const dish = dishes.find((item) => String(item.id) === menuItemId);
  const errors = formState.errors.lines?.[index];
  const number = index + 1;
  const pick = register(`lines.${index}.menuItemId`, {
    onChange: (event: { target: { value: string } }) =>
      setValue(`lines.${index}.choices`, defaultChoices(dishes.find((item) => String(item.id) === event.target.value))),
  });

  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t('admin.orders.phone.dish', { number })}</legend>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_8rem_auto]">
        <Field label={t('admin.orders.phone.chooseDish')} error={errors?.menuItemId?.message}>
          {(props) => (
            <NativeSelect {...props} {...pick}>
              <option value="">{t('admin.orders.phone.chooseDish')}</option>
              {dishes.map((item) => (
                <option key={item.id} value={item.id}>
                  {(language === 'am' && item.translations.am?.name) || item.name} · {formatMoney(item.price, language)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('admin.orders.phone.quantity')} error={errors?.quantity?.message}>
          {(props) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={ORDERING.maxQuantityPerLine}
              {...props}
              {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
            />
          )}
        </Field>
        {onRemove && (
          <Button
            variant="secondary"
            size="md"
            className="sm:mt-7"
            aria-label={t('admin.orders.phone.removeDish', { number })}
            onClick={onRemove}
          >
            ×
          </Button>
        )}
      </div>
      {dish?.options.map((group) => (
        <fieldset key={group.id} className="grid gap-1">
          <legend className="text-sm font-medium">{nameIn(language, group.name, group.translations)}</legend>
          <div className="flex flex-wrap gap-x-4">
            {group.values.map((value) => (
              <label key={value.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={choiceOf(group.id, value.id)}
                  className="size-5 accent-primary"
                  {...register(`lines.${index}.choices`)}
                />
                {nameIn(language, value.name, value.translations)}
                {Number(value.priceDelta) !== 0 && ` (+${formatMoney(value.priceDelta, language)})`}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
