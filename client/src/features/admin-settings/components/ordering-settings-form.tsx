import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ORDERING } from '@shared/ordering-constants';
import { orderingSettingsSchema, type OrderingSettings } from '@shared/schemas/ordering';
import { useCan } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Input } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { numberValue } from '../booking-settings';
import { useOrderingSettings, useUpdateOrderingSettings } from '../ordering-api';
import { previewTaxRate, type OrderingFormValues, type OrderingNumberField } from '../ordering-settings';
import { SettingsFormCard } from './settings-form-card';

const NUMBER_FIELDS: { name: OrderingNumberField; min: number; max: number }[] = [
  { name: 'prepMinutes', min: 5, max: 120 },
  { name: 'busyExtraMinutes', min: 0, max: 120 },
  { name: 'slotLoadCapacity', min: 1, max: 500 },
  { name: 'lastPickupBeforeCloseMinutes', min: 0, max: 120 },
  { name: 'daysAhead', min: 0, max: ORDERING.maxDaysAhead },
];

const SWITCHES = ['enabled', 'autoAccept', 'downtownTax'] as const;

/** The caps on an order's total, in dollars: paid at pickup, the card required above, paid by card. */
const MONEY_FIELDS = ['maxPayAtPickupTotal', 'cardRequiredAboveTotal', 'maxCardTotal'] as const;

/** Pickup ordering: on or off, automatic accepting, times, the kitchen's load per slot, the cap and the tax (managers). */
export function OrderingSettingsCard() {
  const { t } = useAdminI18n();
  const allowed = useCan('settings.manage');
  const settings = useOrderingSettings(allowed);

  if (!allowed)
    return (
      <AdminPanel
        id="settings-ordering"
        title={t('admin.settings.ordering.title')}
        description={t('admin.settings.ordering.description')}
      >
        <PermissionNote permission="settings.manage" id="ordering-permission-note" />
      </AdminPanel>
    );
  if (settings.isPending) return <ListLoading label={t('admin.settings.ordering.loading')} />;
  if (settings.isError)
    return (
      <ListLoadError
        message={t('admin.settings.ordering.loadError')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  return <OrderingSettingsForm initial={settings.data} />;
}

function OrderingSettingsForm({ initial }: { initial: OrderingSettings }) {
  const { t } = useAdminI18n();
  const id = useId();
  const update = useUpdateOrderingSettings();
  const form = useForm<OrderingFormValues, unknown, OrderingSettings>({
    resolver: zodResolver(orderingSettingsSchema),
    defaultValues: initial,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [taxRate, downtownTax] = useWatch({ control, name: ['taxRate', 'downtownTax'] });
  const effectiveRate = previewTaxRate(taxRate, downtownTax);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await update.mutateAsync(values));
      toast({
        title: t('admin.settings.ordering.saved'),
        description: t('admin.settings.saved.body'),
        variant: 'success',
      });
    } catch (error) {
      const fields = applyServerErrors(form, error);
      toast({
        title: t('admin.settings.saveFailed.title'),
        description:
          fields.length > 0
            ? t('admin.settings.saveFailed.fields')
            : errorMessage(error, t('admin.settings.saveFailed.body')),
        variant: 'destructive',
      });
    }
  });

  return (
    <SettingsFormCard name="ordering" control={control} onSubmit={onSubmit}>
      <ul className="grid gap-4">
        {SWITCHES.map((name) => (
          <li key={name} className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor={`${id}-${name}`} className="font-semibold">
                {t(`admin.settings.ordering.${name}`)}
              </label>
              <p id={`${id}-${name}-hint`} className="text-sm text-muted-foreground">
                {t(`admin.settings.ordering.${name}Hint`)}
              </p>
              <FormError text={errors[name]?.message} />
            </div>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <Switch
                  id={`${id}-${name}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-${name}-hint`}
                  className="mt-1"
                />
              )}
            />
          </li>
        ))}
      </ul>
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {NUMBER_FIELDS.map((entry) => (
          <Field
            key={entry.name}
            label={t(`admin.settings.ordering.${entry.name}`)}
            hint={t(`admin.settings.ordering.${entry.name}Hint`)}
            error={errors[entry.name]?.message}
          >
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="number"
                inputMode="numeric"
                min={entry.min}
                max={entry.max}
                step={1}
                {...register(entry.name, { setValueAs: numberValue })}
              />
            )}
          </Field>
        ))}
        {MONEY_FIELDS.map((name) => (
          <Field
            key={name}
            label={t(`admin.settings.ordering.${name}`)}
            hint={t(`admin.settings.ordering.${name}Hint`)}
            error={errors[name]?.message}
          >
            {(fieldProps) => <DollarInput {...fieldProps} min={0} max={10_000} {...register(name)} />}
          </Field>
        ))}
        <Field
          label={t('admin.settings.ordering.taxRate')}
          hint={
            effectiveRate === null
              ? t('admin.settings.ordering.taxRateHint')
              : t('admin.settings.ordering.taxRateEffective', { rate: effectiveRate })
          }
          error={errors.taxRate?.message}
        >
          {(fieldProps) => (
            <div className="relative">
              <Input {...fieldProps} type="text" inputMode="decimal" className="pr-8" {...register('taxRate')} />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute right-3.5 top-1/2 -translate-y-1/2 text-muted-foreground"
              >
                %
              </span>
            </div>
          )}
        </Field>
      </div>
    </SettingsFormCard>
  );
}
