import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm, type FieldErrors, type Path } from 'react-hook-form';
import {
  CATERING,
  CATERING_EVENT_TYPES,
  CATERING_SERVICE_TYPES,
  CATERING_STATUSES,
  CATERING_URGENCIES,
  CONTACT_PREFERENCES,
} from '@shared/constants';
import { cateringSchema, type CateringFormValues, type CateringInput, type CateringOrderDto } from '@shared/schemas/catering';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';
import { useCreateCateringOrder, useUpdateCateringOrder } from '../api';
import {
  CATERING_FORM_TABS,
  cateringFormFromOrder,
  emptyCateringForm,
  errorCountByTab,
  FIELD_TAB,
  fieldOfPath,
  firstInvalidField,
  guestCountValue,
  linesToList,
  listToLines,
  optionalMoneyValue,
  sameMoney,
  type CateringFormField,
  type CateringFormTab,
} from '../catering-form-model';
import { CONTACT_PREFERENCE_LABELS, EVENT_TYPE_LABELS, SERVICE_TYPE_LABELS, STATUS_LABELS, URGENCY_LABELS } from '../catering-labels';

interface CateringFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order to edit; null adds a new one. */
  order: CateringOrderDto | null;
}

/** Add or edit a catering order, in three tabs: Client Info, Event Details, Admin & Pricing. */
export function CateringFormDialog({ open, onOpenChange, order }: CateringFormDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide" className="pb-0">
        <DialogTitle>{order ? t('admin.catering.form.editTitle') : t('admin.catering.form.addTitle')}</DialogTitle>
        <DialogDescription>{t('admin.catering.form.description')}</DialogDescription>
        {open && <CateringForm key={order?.id ?? 'new'} order={order} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const TAB_LABELS = {
  client: 'admin.catering.form.tab.client',
  event: 'admin.catering.form.tab.event',
  admin: 'admin.catering.form.tab.admin',
} as const;

function errorPaths(errors: FieldErrors<CateringFormValues>): string[] {
  return Object.keys(errors).filter((key) => errors[key as CateringFormField]);
}

function CateringForm({ order, onDone }: { order: CateringOrderDto | null; onDone: () => void }) {
  const { t } = useAdminI18n();
  const create = useCreateCateringOrder();
  const update = useUpdateCateringOrder();
  const [tab, setTab] = useState<CateringFormTab>('client');
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<CateringFormValues, unknown, CateringInput>({
    resolver: zodResolver(cateringSchema),
    defaultValues: order ? cateringFormFromOrder(order) : emptyCateringForm(),
    // The invalid field may sit on a hidden tab: we open that tab first, then focus it.
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const saving = formState.isSubmitting;
  const counts = errorCountByTab(errorPaths(errors));
  const hiddenErrors = CATERING_FORM_TABS.some((name) => name !== tab && counts[name] > 0);

  const showFirstError = (paths: string[]) => {
    const field = firstInvalidField(paths);
    if (!field) return;
    // Show the tab first (synchronously), so the field can take focus.
    flushSync(() => setTab(FIELD_TAB[field]));
    setFocus(field);
  };

  const onSubmit = async (input: CateringInput) => {
    try {
      if (order) {
        // Status and quote go along only when changed here, so an edit never undoes a status
        // change or a quote sent meanwhile from another screen.
        const { status, quotedAmount, ...details } = input;
        await update.mutateAsync({
          id: order.id,
          input: {
            ...details,
            ...(status !== order.status ? { status } : {}),
            ...(sameMoney(quotedAmount, order.quotedAmount) ? {} : { quotedAmount }),
          },
        });
      } else {
        await create.mutateAsync(input);
      }
      toast({
        title: t('admin.common.success'),
        description: order ? t('admin.catering.toast.updated') : t('admin.catering.toast.created'),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? Object.entries(error.fieldErrors ?? {}) : [];
      const known = fieldErrors.filter(([path, messages]) => fieldOfPath(path) && messages.length > 0);
      for (const [path, messages] of known) {
        setError(fieldOfPath(path) as Path<CateringFormValues>, { type: 'server', message: messages[0] });
      }
      showFirstError(known.map(([path]) => path));
      toast({
        title: t('admin.error'),
        description: order ? t('admin.catering.toast.updateFailed') : t('admin.catering.toast.createFailed'),
        variant: 'destructive',
      });
    }
  };

  const required = (key: Parameters<typeof t>[0]) => t('admin.catering.form.required', { label: t(key) });
  const optional = (key: Parameters<typeof t>[0]) => t('admin.catering.form.optional', { label: t(key) });
  const grid = 'grid items-start gap-4 sm:grid-cols-2 data-[state=inactive]:hidden';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, (invalid) => showFirstError(errorPaths(invalid)))} className="mt-4">
      <Tabs value={tab} onValueChange={(value) => setTab(value as CateringFormTab)}>
        <TabsList aria-label={t('admin.catering.form.tabs')}>
          {CATERING_FORM_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(TAB_LABELS[name])}
              {counts[name] > 0 && (
                <>
                  <span aria-hidden="true" className="ml-1.5 inline-flex size-5 items-center justify-center rounded-full bg-destructive text-xs text-destructive-foreground">
                    {counts[name]}
                  </span>
                  <span className="sr-only"> {t('admin.catering.form.tabErrors', { count: counts[name] })}</span>
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="client" forceMount className={grid}>
          <Field label={required('admin.catering.field.firstName')} error={errors.firstName?.message}>
            {(c) => <Input {...c} autoComplete="off" {...register('firstName')} />}
          </Field>
          <Field label={required('admin.catering.field.lastName')} error={errors.lastName?.message}>
            {(c) => <Input {...c} autoComplete="off" {...register('lastName')} />}
          </Field>
          <Field label={required('admin.catering.field.email')} error={errors.email?.message}>
            {(c) => <Input {...c} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          <Field label={required('admin.catering.field.phone')} error={errors.phone?.message}>
            {(c) => <Input {...c} type="tel" autoComplete="off" {...register('phone')} />}
          </Field>
          <Field label={optional('admin.catering.field.company')} error={errors.company?.message}>
            {(c) => <Input {...c} autoComplete="off" {...register('company')} />}
          </Field>
          <Field label={t('admin.catering.field.contactPreference')} error={errors.contactPreference?.message}>
            {(c) => (
              <NativeSelect {...c} {...register('contactPreference')}>
                {CONTACT_PREFERENCES.map((preference) => (
                  <option key={preference} value={preference}>
                    {t(CONTACT_PREFERENCE_LABELS[preference])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </TabsContent>

        <TabsContent value="event" forceMount className={grid}>
          <Field label={required('admin.catering.field.eventType')} error={errors.eventType?.message}>
            {(c) => (
              <NativeSelect {...c} {...register('eventType')}>
                <option value="">{t('admin.catering.form.eventTypePlaceholder')}</option>
                {CATERING_EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(EVENT_TYPE_LABELS[type])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            label={required('admin.catering.field.guestCount')}
            error={errors.guestCount?.message}
            hint={t('admin.catering.form.guestCountHint', { min: CATERING.minGuests, max: CATERING.maxGuests })}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={CATERING.minGuests}
                max={CATERING.maxGuests}
                step={1}
                {...register('guestCount', { setValueAs: guestCountValue })}
              />
            )}
          </Field>
          <Field label={required('admin.catering.field.eventDate')} error={errors.eventDate?.message}>
            {(c) => <Input {...c} type="date" {...register('eventDate')} />}
          </Field>
          <Field label={required('admin.catering.field.eventTime')} error={errors.eventTime?.message}>
            {(c) => <Input {...c} type="time" step={900} {...register('eventTime')} />}
          </Field>
          <Field label={required('admin.catering.field.serviceType')} error={errors.serviceType?.message}>
            {(c) => (
              <NativeSelect {...c} {...register('serviceType')}>
                <option value="">{t('admin.catering.form.serviceTypePlaceholder')}</option>
                {CATERING_SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(SERVICE_TYPE_LABELS[type])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Controller
            control={control}
            name="setupRequired"
            render={({ field }) => (
              <div className="grid gap-1.5 sm:pt-7">
                <div className="flex min-h-11 items-center gap-3">
                  <Switch
                    ref={field.ref}
                    id="catering-setup-required"
                    checked={Boolean(field.value)}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-describedby="catering-setup-required-hint"
                  />
                  <label htmlFor="catering-setup-required" className="text-sm font-semibold">
                    {t('admin.catering.field.setupRequired')}
                  </label>
                </div>
                <p id="catering-setup-required-hint" className="text-sm text-muted-foreground">
                  {t('admin.catering.form.setupRequiredHint')}
                </p>
              </div>
            )}
          />
          <Field label={required('admin.catering.field.deliveryAddress')} error={errors.deliveryAddress?.message} className="sm:col-span-2">
            {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('deliveryAddress')} />}
          </Field>
          <Controller
            control={control}
            name="menuSelections"
            render={({ field }) => (
              <Field
                label={optional('admin.catering.field.menuSelections')}
                hint={t('admin.catering.form.listHint')}
                error={errors.menuSelections?.message ?? errors.menuSelections?.[0]?.message}
              >
                {(c) => <ListTextarea {...c} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
              </Field>
            )}
          />
          <Controller
            control={control}
            name="equipmentNeeded"
            render={({ field }) => (
              <Field
                label={optional('admin.catering.field.equipmentNeeded')}
                hint={t('admin.catering.form.listHint')}
                error={errors.equipmentNeeded?.message ?? errors.equipmentNeeded?.[0]?.message}
              >
                {(c) => <ListTextarea {...c} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
              </Field>
            )}
          />
          <Field label={optional('admin.catering.field.dietaryRestrictions')} error={errors.dietaryRestrictions?.message}>
            {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('dietaryRestrictions')} />}
          </Field>
          <Field label={optional('admin.catering.field.specialRequests')} error={errors.specialRequests?.message}>
            {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('specialRequests')} />}
          </Field>
          <Field label={optional('admin.catering.field.customerNotes')} error={errors.customerNotes?.message} className="sm:col-span-2">
            {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('customerNotes')} />}
          </Field>
        </TabsContent>

        <TabsContent value="admin" forceMount className={grid}>
          <Field label={t('admin.catering.field.status')} error={errors.status?.message}>
            {(c) => (
              <NativeSelect {...c} {...register('status')}>
                {CATERING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(STATUS_LABELS[status])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('admin.catering.field.urgency')} error={errors.urgency?.message}>
            {(c) => (
              <NativeSelect {...c} {...register('urgency')}>
                {CATERING_URGENCIES.map((urgency) => (
                  <option key={urgency} value={urgency}>
                    {t(URGENCY_LABELS[urgency])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={optional('admin.catering.field.budgetRange')} error={errors.budgetRange?.message}>
            {(c) => <Input {...c} autoComplete="off" {...register('budgetRange')} />}
          </Field>
          <Field
            label={optional('admin.catering.field.totalEstimatedCost')}
            error={errors.totalEstimatedCost?.message}
            hint={t('admin.catering.form.moneyHint')}
          >
            {(c) => <Input {...c} inputMode="decimal" autoComplete="off" {...register('totalEstimatedCost', { setValueAs: optionalMoneyValue })} />}
          </Field>
          <Field label={optional('admin.catering.field.quotedAmount')} error={errors.quotedAmount?.message} hint={t('admin.catering.form.moneyHint')}>
            {(c) => <Input {...c} inputMode="decimal" autoComplete="off" {...register('quotedAmount', { setValueAs: optionalMoneyValue })} />}
          </Field>
          <Field label={optional('admin.catering.field.adminNotes')} error={errors.adminNotes?.message} className="sm:col-span-2">
            {(c) => <Textarea {...c} rows={3} {...register('adminNotes')} />}
          </Field>
        </TabsContent>
      </Tabs>

      <div className="sticky bottom-0 -mx-6 mt-6 grid gap-2 border-t border-border bg-card px-6 py-4">
        {hiddenErrors && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('admin.catering.form.fixErrors')}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('admin.catering.form.saving') : order ? t('admin.common.update') : t('admin.common.create')}
          </Button>
        </div>
      </div>
    </form>
  );
}

interface ListTextareaProps {
  id: string;
  name: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  onBlur: () => void;
  ref: Ref<HTMLTextAreaElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A list typed one entry per line; the form holds the list, the box keeps what was typed. */
function ListTextarea({ value, onChange, ...props }: ListTextareaProps) {
  const [text, setText] = useState(() => listToLines(value));
  return (
    <Textarea
      {...props}
      rows={3}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(linesToList(event.target.value));
      }}
    />
  );
}
