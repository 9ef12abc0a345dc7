import { useFormContext, useFormState } from 'react-hook-form';
import { CATERING_STATUSES, CATERING_URGENCIES } from '@shared/catering-constants';
import type { CateringFormValues } from '@shared/schemas/catering';
import { OptionSelect } from '@/components/forms/option-select';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { optionalMoneyValue } from '../../catering-form-model';
import { STATUS_LABELS, URGENCY_LABELS } from '../../catering-labels';
import { FormTabPanel } from './form-tabs';
import { useFieldLabel } from './use-field-label';

/** Admin & Pricing: status, urgency, the money and the staff's own notes. */
export function AdminPricingTab() {
  const { t } = useAdminI18n();
  const { optional } = useFieldLabel();
  const { register, control } = useFormContext<CateringFormValues>();
  const { errors } = useFormState({ control });
  return (
    <FormTabPanel value="admin">
      <Field label={t('admin.catering.field.status')} error={errors.status?.message}>
        {(c) => (
          <OptionSelect
            {...c}
            options={CATERING_STATUSES}
            labelOf={(status) => t(STATUS_LABELS[status])}
            {...register('status')}
          />
        )}
      </Field>
      <Field label={t('admin.catering.field.urgency')} error={errors.urgency?.message}>
        {(c) => (
          <OptionSelect
            {...c}
            options={CATERING_URGENCIES}
            labelOf={(urgency) => t(URGENCY_LABELS[urgency])}
            {...register('urgency')}
          />
        )}
      </Field>
      <Field label={optional('admin.catering.field.budgetRange')} error={errors.budgetRange?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register('budgetRange')} />}
      </Field>
      <MoneyField name="totalEstimatedCost" />
      <MoneyField name="quotedAmount" />
      <Field
        label={optional('admin.catering.field.adminNotes')}
        error={errors.adminNotes?.message}
        className="sm:col-span-2"
      >
        {(c) => <Textarea {...c} rows={3} {...register('adminNotes')} />}
      </Field>
    </FormTabPanel>
  );
}

/** An optional amount in dollars; an empty box stores no amount. */
function MoneyField({ name }: { name: 'totalEstimatedCost' | 'quotedAmount' }) {
  const { t } = useAdminI18n();
  const { optional } = useFieldLabel();
  const { register, control } = useFormContext<CateringFormValues>();
  const { errors } = useFormState({ control, name });
  return (
    <Field
      label={optional(`admin.catering.field.${name}`)}
      error={errors[name]?.message}
      hint={t('admin.catering.form.moneyHint')}
    >
      {(c) => (
        <Input {...c} inputMode="decimal" autoComplete="off" {...register(name, { setValueAs: optionalMoneyValue })} />
      )}
    </Field>
  );
}
