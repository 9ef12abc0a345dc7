import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { CATERING, CATERING_EVENT_TYPES, CATERING_SERVICE_TYPES, CONTACT_PREFERENCES } from '@shared/constants';
import { publicCateringRequestSchema, type PublicCateringRequestInput } from '@shared/schemas/catering';
import { addDays, zonedMoment } from '@shared/time';
import { Button } from '@/components/ui/button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { ApiRequestError } from '@/lib/api-request';
import { toast } from '@/lib/toast';
import { useCateringI18n } from '@/i18n/catering';
import { useSubmitCateringRequest } from '../api';
import { CONTACT_PREFERENCE_LABELS, EVENT_TYPE_LABELS, SERVICE_TYPE_LABELS } from '../labels';

type FormValues = z.input<typeof publicCateringRequestSchema>;

export interface SentCateringRequest {
  id: number;
  firstName: string;
  guestCount: number;
  eventDate: string;
  contactPreference: PublicCateringRequestInput['contactPreference'];
}

const DEFAULTS: DefaultValues<FormValues> = {
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

const FIELD_NAMES = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'eventType',
  'eventDate',
  'eventTime',
  'guestCount',
  'deliveryAddress',
  'serviceType',
  'dietaryRestrictions',
  'specialRequests',
  'contactPreference',
]);

/** The guest input falls back to 10 when it does not hold a number (spec section 5). */
function guestCountValue(value: unknown): number {
  const count = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isNaN(count) ? CATERING.minGuests : count;
}

interface CateringInquiryFormProps {
  timeZone: string;
  phone: string;
  onSent: (request: SentCateringRequest) => void;
}

/** The public catering inquiry (POST /api/catering-requests), checked with the shared schema. */
export function CateringInquiryForm({ timeZone, phone, onSent }: CateringInquiryFormProps) {
  const { t } = useCateringI18n();
  const submit = useSubmitCateringRequest();
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, PublicCateringRequestInput>({
    resolver: zodResolver(publicCateringRequestSchema),
    defaultValues: DEFAULTS,
  });
  const errors = formState.errors;
  const sending = formState.isSubmitting || submit.isPending;
  const earliestDate = addDays(zonedMoment(timeZone).date, 1);

  const onSubmit = async (input: PublicCateringRequestInput) => {
    try {
      const receipt = await submit.mutateAsync(input);
      toast({ title: t('catering.toast.success.title'), description: t('catering.toast.success.body'), variant: 'success' });
      onSent({
        id: receipt.id,
        firstName: input.firstName,
        guestCount: input.guestCount,
        eventDate: input.eventDate,
        contactPreference: input.contactPreference,
      });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? Object.entries(error.fieldErrors ?? {}) : [];
      const known = fieldErrors.filter(([name, messages]) => FIELD_NAMES.has(name) && messages.length > 0);
      known.forEach(([name, messages], index) =>
        setError(name as Path<FormValues>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
      );
      const description =
        known.length > 0
          ? t('catering.toast.fieldErrors.body')
          : error instanceof ApiRequestError && error.status === 429
            ? error.serverMessage
            : t('catering.toast.error.body', { phone });
      toast({ title: t('catering.toast.error.title'), description, variant: 'destructive' });
    }
  };

  const legendClass = 'font-display text-xl font-semibold';
  const pillClass =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/10';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-8" aria-describedby="catering-form-required">
      <p id="catering-form-required" className="text-sm text-muted-foreground">
        {t('catering.form.required')}
      </p>

      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className={`${legendClass} mb-4`}>{t('catering.form.section.contact')}</legend>
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
        <legend className={`${legendClass} mb-4`}>{t('catering.form.section.event')}</legend>
        <Field label={t('catering.form.eventType')} error={errors.eventType?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('eventType')}>
              <option value="">{t('catering.form.eventTypePlaceholder')}</option>
              {CATERING_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(EVENT_TYPE_LABELS[type])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={t('catering.form.guestCount')}
          error={errors.guestCount?.message}
          hint={t('catering.form.guestCountHint', { min: CATERING.minGuests, max: CATERING.maxGuests })}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={CATERING.minGuests}
              max={CATERING.maxGuests}
              step={1}
              {...register('guestCount', { setValueAs: guestCountValue })}
            />
          )}
        </Field>
        <Field label={t('catering.form.eventDate')} error={errors.eventDate?.message}>
          {(control) => <Input {...control} type="date" min={earliestDate} {...register('eventDate')} />}
        </Field>
        <Field label={t('catering.form.eventTime')} error={errors.eventTime?.message}>
          {(control) => <Input {...control} type="time" step={900} {...register('eventTime')} />}
        </Field>
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.serviceType ? 'catering-service-hint catering-service-error' : 'catering-service-hint'}
        >
          <legend className="text-sm font-semibold">{t('catering.form.serviceType')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CATERING_SERVICE_TYPES.map((type) => (
              <label key={type} className={pillClass}>
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-primary"
                  aria-invalid={errors.serviceType ? true : undefined}
                  {...register('serviceType')}
                />
                {t(SERVICE_TYPE_LABELS[type])}
              </label>
            ))}
          </div>
          <p id="catering-service-hint" className="mt-1.5 text-sm text-muted-foreground">
            {t('catering.form.serviceTypeHint')}
          </p>
          {errors.serviceType?.message && (
            <p id="catering-service-error" role="alert" className="mt-1.5 text-sm font-medium text-destructive">
              {errors.serviceType.message}
            </p>
          )}
        </fieldset>
        <Field
          label={t('catering.form.deliveryAddress')}
          error={errors.deliveryAddress?.message}
          hint={t('catering.form.deliveryAddressHint', { miles: CATERING.radiusMiles })}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={2} autoComplete="street-address" className="min-h-20" {...register('deliveryAddress')} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className={`${legendClass} mb-4`}>{t('catering.form.section.details')}</legend>
        <Field label={t('catering.form.dietaryRestrictions')} error={errors.dietaryRestrictions?.message}>
          {(control) => <Textarea {...control} rows={2} className="min-h-20" placeholder={t('catering.form.dietaryPlaceholder')} {...register('dietaryRestrictions')} />}
        </Field>
        <Field label={t('catering.form.specialRequests')} error={errors.specialRequests?.message}>
          {(control) => <Textarea {...control} rows={3} {...register('specialRequests')} />}
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold">{t('catering.form.contactPreference')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CONTACT_PREFERENCES.map((preference) => (
              <label key={preference} className={pillClass}>
                <input type="radio" value={preference} className="size-4 accent-primary" {...register('contactPreference')} />
                {t(CONTACT_PREFERENCE_LABELS[preference])}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      {/* A trap for form-filling bots: people never see or reach this field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="catering-website">{t('catering.form.website')}</label>
        <input id="catering-website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" {...register('website')} />
      </div>

      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? t('catering.form.sending') : t('catering.form.submit')}
        </Button>
      </div>
    </form>
  );
}
