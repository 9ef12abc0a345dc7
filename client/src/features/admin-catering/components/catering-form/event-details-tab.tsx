import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { CATERING, CATERING_SERVICE_TYPES } from '@shared/catering-constants';
import type { CateringFormValues } from '@shared/schemas/catering';
import { CateringEventFields } from '@/components/forms/catering-event-fields';
import { OptionSelect } from '@/components/forms/option-select';
import { Field, Textarea } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { EVENT_TYPE_LABELS, SERVICE_TYPE_LABELS } from '../../catering-labels';
import { FormTabPanel } from './form-tabs';
import { ListField } from './list-field';
import { useFieldLabel } from './use-field-label';

/** Event Details: the event, where and how it is served, the menu and what the client asked for. */
export function EventDetailsTab() {
  const { t } = useAdminI18n();
  const { required, optional } = useFieldLabel();
  const { register, control } = useFormContext<CateringFormValues>();
  const { errors } = useFormState({ control });
  return (
    <FormTabPanel value="event">
      <CateringEventFields
        texts={{
          eventType: required('admin.catering.field.eventType'),
          eventTypePlaceholder: t('admin.catering.form.eventTypePlaceholder'),
          eventTypeLabel: (type) => t(EVENT_TYPE_LABELS[type]),
          guestCount: required('admin.catering.field.guestCount'),
          guestCountHint: t('admin.catering.form.guestCountHint', { min: CATERING.minGuests, max: CATERING.maxGuests }),
          eventDate: required('admin.catering.field.eventDate'),
          eventTime: required('admin.catering.field.eventTime'),
        }}
      />
      <Field label={required('admin.catering.field.serviceType')} error={errors.serviceType?.message}>
        {(c) => (
          <OptionSelect
            {...c}
            options={CATERING_SERVICE_TYPES}
            labelOf={(type) => t(SERVICE_TYPE_LABELS[type])}
            placeholder={t('admin.catering.form.serviceTypePlaceholder')}
            {...register('serviceType')}
          />
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
      <Field
        label={required('admin.catering.field.deliveryAddress')}
        error={errors.deliveryAddress?.message}
        className="sm:col-span-2"
      >
        {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('deliveryAddress')} />}
      </Field>
      <ListField
        name="menuSelections"
        label={optional('admin.catering.field.menuSelections')}
        hint={t('admin.catering.form.listHint')}
      />
      <ListField
        name="equipmentNeeded"
        label={optional('admin.catering.field.equipmentNeeded')}
        hint={t('admin.catering.form.listHint')}
      />
      <Field label={optional('admin.catering.field.dietaryRestrictions')} error={errors.dietaryRestrictions?.message}>
        {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('dietaryRestrictions')} />}
      </Field>
      <Field label={optional('admin.catering.field.specialRequests')} error={errors.specialRequests?.message}>
        {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('specialRequests')} />}
      </Field>
      <Field
        label={optional('admin.catering.field.customerNotes')}
        error={errors.customerNotes?.message}
        className="sm:col-span-2"
      >
        {(c) => <Textarea {...c} rows={2} className="min-h-20" {...register('customerNotes')} />}
      </Field>
    </FormTabPanel>
  );
}
