import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { telHref } from '@shared/business-info';
import { HALL_ADD_ONS, type HallAddOnKey, type HallBlock } from '@shared/hall-events';
import type { EventRequestFormValues, EventRequestInput, EventRequestReceipt } from '@shared/schemas/hall-events';
import { FieldsUntilHydrated } from '@/components/forms/fields-until-hydrated';
import { Button } from '@/components/ui/button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { ApiRequestError } from '@/lib/api-request';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { nearestOf, useEventPackages, useHallInfo, useSendEventRequest, type NearestRun } from '../api';
import { requestEstimate } from '../estimate';
import { packageRuns, packageText, runKey, runOfKey } from '../packages';
import { minutesLeft } from '../request-state';
import type { HallSelection } from '../selection';
import { useBlockNames } from './block-names';
import { EstimatePanel } from './estimate-panel';
import { RequestSent } from './request-sent';

const VALIDATION = lazyZodResolver<EventRequestFormValues, EventRequestInput>(() =>
  import('@shared/schemas/hall-events').then((module) => module.eventRequestSchema),
);

const FIELD_OF = onlyFields<EventRequestFormValues>([
  'packageId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'eventDate',
  'blocks',
  'guestCount',
  'specialRequests',
  'dietaryRestrictions',
  'accessibilityNeeds',
  'decorationPreferences',
  'musicPreferences',
  'additionalServices',
]);

const DEFAULTS: DefaultValues<EventRequestFormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  eventDate: '',
  blocks: [],
  specialRequests: '',
  dietaryRestrictions: '',
  accessibilityNeeds: '',
  decorationPreferences: '',
  musicPreferences: '',
  additionalServices: [],
  website: '',
};

const TEXT_FIELDS = [
  'dietaryRestrictions',
  'accessibilityNeeds',
  'decorationPreferences',
  'musicPreferences',
  'specialRequests',
] as const;

interface EventRequestFormProps {
  selection: HallSelection;
  hallPhone?: string;
  timeZone?: string;
  onPackageChange: (packageId: number | null) => void;
  onChooseRun: (date: string, blocks: HallBlock[]) => void;
}

/** The request form (POST /api/event-bookings) with its live estimate; then the hold, or what went wrong. */
export default function EventRequestForm({
  selection,
  hallPhone,
  timeZone,
  onPackageChange,
  onChooseRun,
}: EventRequestFormProps) {
  const { t, language } = useHallEventsI18n();
  const blockNames = useBlockNames();
  const { data: packages } = useEventPackages();
  const { data: info } = useHallInfo();
  const send = useSendEventRequest();
  const [sent, setSent] = useState<{ receipt: EventRequestReceipt; input: EventRequestInput; minutes: number } | null>(
    null,
  );
  // The alternatives after "just taken", until the next choice of a date elsewhere on the page.
  const [takenAt, setTakenAt] = useState<{ nearest: NearestRun[]; seq: number } | null>(null);
  const taken = takenAt && takenAt.seq === selection.seq ? takenAt.nearest : null;
  const takenRef = useRef<HTMLDivElement>(null);
  // The blocks' select is not one react-hook-form focuses: the news and its alternatives take the focus.
  useEffect(() => {
    if (takenAt) takenRef.current?.focus();
  }, [takenAt]);
  const form = useForm<EventRequestFormValues, unknown, EventRequestInput>({
    resolver: VALIDATION.resolver,
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, formState, setValue, setError, control, getValues } = form;
  const errors = formState.errors;
  const [packageId, guestCount, eventDate, blocks, addOns] = useWatch({
    control,
    name: ['packageId', 'guestCount', 'eventDate', 'blocks', 'additionalServices'],
  });
  const pkg = packages?.find((entry) => entry.id === packageId);
  const runs = pkg ? packageRuns(pkg, info?.blocks) : [];

  // A choice made elsewhere on the page (a package's card, the calendar, an alternative) fills the form.
  useEffect(() => {
    if (selection.seq === 0) return;
    if (selection.packageId !== null) setValue('packageId', selection.packageId);
    if (selection.date) {
      setValue('eventDate', selection.date);
      setValue('blocks', selection.blocks);
    }
  }, [selection.seq]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => onPackageChange(packageId ?? null), [packageId, onPackageChange]);

  // A run the new package cannot take is dropped, rather than sent to be refused.
  const blocksKey = runKey(blocks ?? []);
  useEffect(() => {
    if (pkg && blocksKey && !runs.some((run) => runKey(run) === blocksKey)) setValue('blocks', []);
  }, [pkg?.id, blocksKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (sent) {
    return (
      <RequestSent
        receipt={sent.receipt}
        input={sent.input}
        minutes={sent.minutes}
        packageName={pkg ? packageText(pkg, language).name : ''}
        timeZone={timeZone}
        onAgain={() => {
          setSent(null);
          form.reset(DEFAULTS);
        }}
      />
    );
  }

  const tooSoon = Boolean(info && eventDate && eventDate < info.firstBookableDate);
  const submit = async (input: EventRequestInput) => {
    setTakenAt(null);
    try {
      const receipt = await send.mutateAsync({ ...input, language });
      const minutes = minutesLeft(receipt.holdExpiresAt);
      setSent({ receipt, input, minutes });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setTakenAt({ nearest: nearestOf(error), seq: selection.seq });
        setError('blocks', { type: 'server', message: t('hallEvents.form.justTaken') });
        return;
      }
      if (error instanceof ApiRequestError && error.status === 429) {
        setError('root.server', { type: 'server', message: errorMessage(error, t('hallEvents.form.failed'), [429]) });
        return;
      }
      if (applyServerErrors(form, error, { fieldOf: FIELD_OF }).length === 0)
        setError('root.server', {
          type: 'server',
          message: errorMessage(error, t('hallEvents.form.failed', { phone: hallPhone ?? '' })),
        });
    }
  };

  const sending = formState.isSubmitting || send.isPending;
  const legendClass = 'mb-4 font-display text-xl font-semibold';
  const estimate = pkg ? requestEstimate(pkg, Number(guestCount), addOns ?? [], info, info?.depositPercent ?? 0) : null;
  const addOnPrice = (key: HallAddOnKey) => {
    const price = info?.addOns.find((addOn) => addOn.key === key)?.price;
    return price ?? String(HALL_ADD_ONS.find((addOn) => addOn.key === key)!.cents / 100);
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        {...VALIDATION.formProps}
        aria-labelledby="hall-request-form-title"
        className="grid gap-8 rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)] sm:p-8"
      >
        <div>
          <h3 id="hall-request-form-title" className="text-2xl font-semibold">
            {t('hallEvents.form.title')}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('hallEvents.form.required')}</p>
        </div>
        <FieldsUntilHydrated>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className={legendClass}>{t('hallEvents.form.section.event')}</legend>
            <Field label={t('hallEvents.form.package')} error={errors.packageId?.message} className="sm:col-span-2">
              {(props) => (
                <NativeSelect
                  {...props}
                  defaultValue={getValues('packageId') ?? ''}
                  {...register('packageId', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
                >
                  <option value="">{t('hallEvents.form.packagePlaceholder')}</option>
                  {packages?.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {packageText(entry, language).name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              label={t('hallEvents.form.date')}
              error={errors.eventDate?.message}
              hint={
                info &&
                t('hallEvents.form.dateHint', {
                  first: formatCalendarDate(info.firstBookableDate, language, 'long'),
                  last: formatCalendarDate(info.lastBookableDate, language, 'long'),
                })
              }
            >
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  min={info?.firstBookableDate}
                  max={info?.lastBookableDate}
                  {...register('eventDate')}
                />
              )}
            </Field>
            <Field
              label={t('hallEvents.form.blocks')}
              error={errors.blocks?.message ?? errors.blocks?.root?.message}
              hint={
                pkg ? t('hallEvents.form.blocksHint', { count: pkg.blocksNeeded }) : t('hallEvents.form.blocksFirst')
              }
            >
              {(props) => (
                <NativeSelect
                  {...props}
                  value={blocksKey}
                  disabled={!pkg}
                  onChange={(event) =>
                    setValue('blocks', runOfKey(event.target.value), { shouldValidate: formState.isSubmitted })
                  }
                >
                  <option value="">{t('hallEvents.form.blocksPlaceholder')}</option>
                  {runs.map((run) => (
                    <option key={runKey(run)} value={runKey(run)}>
                      {info
                        ? `${blockNames.runTitle(run)} (${blockNames.times(run, info.blocks)})`
                        : blockNames.runTitle(run)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {tooSoon && (
              <p role="alert" className="rounded-lg border border-accent bg-accent/15 px-3 py-2 sm:col-span-2">
                {t('hallEvents.form.tooSoon', { days: info!.leadDays })}{' '}
                {hallPhone && (
                  <a href={telHref(hallPhone)} className="font-semibold text-primary underline underline-offset-4">
                    {t('hallEvents.callHall', { phone: hallPhone })}
                  </a>
                )}
              </p>
            )}
            {taken && (
              <div
                ref={takenRef}
                tabIndex={-1}
                role="alert"
                className="grid scroll-mt-24 gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 sm:col-span-2"
              >
                <p className="font-semibold">{t('hallEvents.form.takenTitle')}</p>
                {taken.length > 0 ? (
                  <>
                    <p>{t('hallEvents.form.takenNearest')}</p>
                    <div className="flex flex-wrap gap-2">
                      {taken.map((run) => (
                        <Button
                          key={`${run.date}-${runKey(run.blocks)}`}
                          variant="secondary"
                          onClick={() => onChooseRun(run.date, run.blocks)}
                        >
                          {t('hallEvents.form.takeNearest', {
                            date: formatCalendarDate(run.date, language, 'medium'),
                            blocks: blockNames.run(run.blocks),
                          })}
                        </Button>
                      ))}
                    </div>
                  </>
                ) : (
                  <p>{t('hallEvents.form.takenNone')}</p>
                )}
              </div>
            )}
            <Field
              label={t('hallEvents.form.guests')}
              error={errors.guestCount?.message}
              hint={pkg && t('hallEvents.form.guestsHint', { min: pkg.minGuests, max: pkg.maxGuests })}
            >
              {(props) => (
                <Input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={pkg?.minGuests ?? 1}
                  max={pkg?.maxGuests ?? 200}
                  {...register('guestCount', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className={legendClass}>{t('hallEvents.form.section.contact')}</legend>
            <Field label={t('hallEvents.form.firstName')} error={errors.firstName?.message}>
              {(props) => <Input {...props} autoComplete="given-name" {...register('firstName')} />}
            </Field>
            <Field label={t('hallEvents.form.lastName')} error={errors.lastName?.message}>
              {(props) => <Input {...props} autoComplete="family-name" {...register('lastName')} />}
            </Field>
            <Field label={t('hallEvents.form.email')} error={errors.email?.message}>
              {(props) => <Input {...props} type="email" autoComplete="email" {...register('email')} />}
            </Field>
            <Field label={t('hallEvents.form.phone')} error={errors.phone?.message}>
              {(props) => <Input {...props} type="tel" autoComplete="tel" {...register('phone')} />}
            </Field>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className={legendClass}>{t('hallEvents.form.section.addOns')}</legend>
            <p className="text-sm text-muted-foreground">{t('hallEvents.form.addOnsHint')}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {HALL_ADD_ONS.map((addOn) => (
                <label
                  key={addOn.key}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input
                    type="checkbox"
                    value={addOn.key}
                    className="size-4 accent-primary"
                    defaultChecked={getValues('additionalServices')?.includes(addOn.key)}
                    {...register('additionalServices')}
                  />
                  <span className="flex-1">{t(`hallEvents.addOn.${addOn.key}`)}</span>
                  <span className="text-sm font-semibold">{formatMoney(addOnPrice(addOn.key), language)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className={legendClass}>{t('hallEvents.form.section.details')}</legend>
            {TEXT_FIELDS.map((name) => (
              <Field key={name} label={t(`hallEvents.form.${name}`)} error={errors[name]?.message}>
                {(props) => <Textarea {...props} rows={2} className="min-h-20" {...register(name)} />}
              </Field>
            ))}
          </fieldset>

          {/* A trap for form-filling bots: people never see or reach this field. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="hall-request-website">{t('hallEvents.form.website')}</label>
            <input
              id="hall-request-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              {...register('website')}
            />
          </div>

          <FormError text={errors.root?.server?.message} boxed />
          <div>
            <Button type="submit" size="lg" disabled={sending || tooSoon} className="w-full sm:w-auto">
              {sending ? t('hallEvents.form.sending') : t('hallEvents.form.submit')}
            </Button>
            {info?.confirmByEmail && (
              <p className="mt-2 text-sm text-muted-foreground">{t('hallEvents.form.confirmNote')}</p>
            )}
          </div>
        </FieldsUntilHydrated>
      </form>
      <div className="lg:sticky lg:top-24">
        <EstimatePanel estimate={estimate} guestCount={Number(guestCount) || 0} hasDeposit={Boolean(info)} />
      </div>
    </div>
  );
}
