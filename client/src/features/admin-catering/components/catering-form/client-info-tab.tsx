import { useFormContext, useFormState } from 'react-hook-form';
import { CONTACT_PREFERENCES } from '@shared/catering-constants';
import type { CateringFormValues } from '@shared/schemas/catering';
import { LanguageSelect } from '@/components/forms/language-select';
import { OptionSelect } from '@/components/forms/option-select';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { CONTACT_PREFERENCE_LABELS } from '../../catering-labels';
import { FormTabPanel } from './form-tabs';
import { useFieldLabel } from './use-field-label';

/** Client Info: who the order is for, how they like to be reached, and the language of their emails. */
export function ClientInfoTab() {
  const { t } = useAdminI18n();
  const { required, optional } = useFieldLabel();
  const { register, control } = useFormContext<CateringFormValues>();
  const { errors } = useFormState({ control });
  return (
    <FormTabPanel value="client">
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
          <OptionSelect
            {...c}
            options={CONTACT_PREFERENCES}
            labelOf={(preference) => t(CONTACT_PREFERENCE_LABELS[preference])}
            {...register('contactPreference')}
          />
        )}
      </Field>
      <Field
        label={t('admin.common.guestLanguage')}
        error={errors.language?.message}
        hint={t('admin.common.guestLanguageHint')}
      >
        {(c) => <LanguageSelect {...c} {...register('language')} />}
      </Field>
    </FormTabPanel>
  );
}
