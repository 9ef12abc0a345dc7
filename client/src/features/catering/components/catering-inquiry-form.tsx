import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { CATERING, CATERING_SERVICE_TYPES, CONTACT_PREFERENCES } from '@shared/catering-constants';
import type { PublicCateringRequestInput } from '@shared/schemas/catering';
import { addDays, zonedMoment } from '@shared/time';
import { ChoiceRadioGroup } from '@/components/forms/choice-radio-group';
import { CateringEventFields } from '@/components/forms/catering-event-fields';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { useCateringI18n } from '@/i18n/catering';
import { CONTACT_PREFERENCE_LABELS, EVENT_TYPE_LABELS, SERVICE_TYPE_LABELS } from '../labels';
import {
  useSendCateringInquiry,
  type CateringInquiryValues,
  type SentCateringRequest,
} from './use-send-catering-inquiry';
import { FieldsUntilHydrated } from '@/components/forms/fields-until-hydrated';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const VALIDATION = lazyZodResolver<CateringInquiryValues, PublicCateringRequestInput>(() =>
  import('@shared/schemas/catering').then((module) => module.publicCateringRequestSchema),
);

const DEFAULTS: DefaultValues<CateringInquiryValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  eventDate: '',
  eventTime: '',
  guestCount: CATERING.defaultGuests,
  deliveryAddress: '',
  dietaryRestrictions: '',
  specialRequests: '',
  contactPreference: 'email',
  website: '',
};

interface CateringInquiryFormProps {
  timeZone: string;
  phone: string;
  onSent: (request: SentCateringRequest) => void;
}

/** The public catering inquiry (POST /api/catering-requests), checked with the shared schema. */
export function CateringInquiryForm({ timeZone, phone, onSent }: CateringInquiryFormProps) {
  const { t } = useCateringI18n();
  const form = useForm<CateringInquiryValues, unknown, PublicCateringRequestInput>({
    resolver: VALIDATION.resolver,
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, formState, getValues } = form;
  const errors = formState.errors;
  const { send, pending } = useSendCateringInquiry({ form, phone, onSent });
  const sending = formState.isSubmitting || pending;

  const legendClass = 'mb-4 font-display text-xl font-semibold';

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(send)}
        {...VALIDATION.formProps}
        className="grid gap-8"
        aria-describedby="catering-form-required"
      >
        <FieldsUntilHydrated>
          <p id="catering-form-required" className="text-sm text-muted-foreground">
            {t('catering.form.required')}
          </p>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className={legendClass}>{t('catering.form.section.contact')}</legend>
            <Field label={t('catering.form.firstName')} error={errors.firstName?.message}>
              {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
            </Field>
            <Field label={t('catering.form.lastName')} error={errors.lastName?.message}>
              {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
            </Field>
            <Field label={t('catering.form.email')} error={errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
            </Field>
            <Field label={t('catering.form.phone')} error={errors.phone?.message}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
            </Field>
            <Field label={t('catering.form.company')} error={errors.company?.message} className="sm:col-span-2">
              {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
            </Field>
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className={legendClass}>{t('catering.form.section.event')}</legend>
            <CateringEventFields
              earliestDate={addDays(zonedMoment(timeZone).date, 1)}
              texts={{
                eventType: t('catering.form.eventType'),
                eventTypePlaceholder: t('catering.form.eventTypePlaceholder'),
                eventTypeLabel: (type) => t(EVENT_TYPE_LABELS[type]),
                guestCount: t('catering.form.guestCount'),
                guestCountHint: t('catering.form.guestCountHint', { min: CATERING.minGuests, max: CATERING.maxGuests }),
                eventDate: t('catering.form.eventDate'),
                eventTime: t('catering.form.eventTime'),
              }}
            />
            <ChoiceRadioGroup
              legend={t('catering.form.serviceType')}
              options={CATERING_SERVICE_TYPES}
              labelOf={(type) => t(SERVICE_TYPE_LABELS[type])}
              registration={register('serviceType')}
              defaultValue={getValues('serviceType')}
              hint={t('catering.form.serviceTypeHint')}
              error={errors.serviceType?.message}
              className="sm:col-span-2"
            />
            <Field
              label={t('catering.form.deliveryAddress')}
              error={errors.deliveryAddress?.message}
              hint={t('catering.form.deliveryAddressHint', { miles: CATERING.radiusMiles })}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  autoComplete="street-address"
                  className="min-h-20"
                  {...register('deliveryAddress')}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className={legendClass}>{t('catering.form.section.details')}</legend>
            <Field label={t('catering.form.dietaryRestrictions')} error={errors.dietaryRestrictions?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  className="min-h-20"
                  placeholder={t('catering.form.dietaryPlaceholder')}
                  {...register('dietaryRestrictions')}
                />
              )}
            </Field>
            <Field label={t('catering.form.specialRequests')} error={errors.specialRequests?.message}>
              {(control) => <Textarea {...control} rows={3} {...register('specialRequests')} />}
            </Field>
            <ChoiceRadioGroup
              legend={t('catering.form.contactPreference')}
              options={CONTACT_PREFERENCES}
              labelOf={(preference) => t(CONTACT_PREFERENCE_LABELS[preference])}
              registration={register('contactPreference')}
              defaultValue={getValues('contactPreference')}
            />
          </fieldset>

          {/* A trap for form-filling bots: people never see or reach this field. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="catering-website">{t('catering.form.website')}</label>
            <input
              id="catering-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              {...register('website')}
            />
          </div>

          <div>
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending ? t('catering.form.sending') : t('catering.form.submit')}
            </Button>
          </div>
        </FieldsUntilHydrated>
      </form>
    </FormProvider>
  );
}
