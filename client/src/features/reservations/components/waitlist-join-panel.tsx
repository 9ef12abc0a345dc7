import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SiteInfo } from '@shared/schemas/settings';
import type { z } from 'zod';
import type { waitlistJoinSchema, WaitlistJoinInput } from '@shared/schemas/waitlist';
import { formatClock } from '@shared/time';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CONTACT_FIELDS, ContactFields } from '@/components/forms/contact-fields';
import { Field, NativeSelect } from '@/components/ui/form-controls';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { formatCalendarDate } from '@/lib/format-date';
import { useJoinWaitlist } from '../api';
import { partySizes } from '../availability';
import { partyText } from '../manage';
import { defaultWindow, latestAfter } from '../waitlist';
import { SuccessHeading } from './success-heading';
import { HoneypotField } from './honeypot-field';
import { GuestsField } from './guests-field';

type WaitlistValues = z.input<typeof waitlistJoinSchema>;

const VALIDATION = lazyZodResolver<WaitlistValues, WaitlistJoinInput>(() =>
  import('@shared/schemas/waitlist').then((module) => module.waitlistJoinSchema),
);

const FIELD_OF = onlyFields<WaitlistValues>([...CONTACT_FIELDS.oneName, 'guests', 'timeFrom', 'timeTo']);

/** What the booking form holds when the diner asks to be told: the waitlist form starts from it. */
export interface WaitlistPrefill {
  name: string;
  email: string;
  phone: string;
  guests: number;
  /** The time the diner had chosen, if any: an afternoon one widens the default window to the whole day. */
  time: string;
}

export interface WaitlistJoinProps {
  site: SiteInfo;
  /** The full date. */
  date: string;
  /** The date's grid times, in order: the window's choices. */
  times: string[];
  /** Read when the dialog opens, so it starts from what the diner has typed by then. */
  prefill: () => WaitlistPrefill;
}

/** The dialog's content (inside a Dialog); mounted each time it opens, so the form starts from the booking form's values then. */
export function WaitlistJoinPanel({ site, date, times, prefill }: WaitlistJoinProps) {
  const { t, language } = useReservationsI18n();
  const join = useJoinWaitlist();
  const phone = site.business.phone;
  const [start] = useState(() => {
    const values = prefill();
    const span = defaultWindow(times, values.time);
    return {
      name: values.name,
      email: values.email,
      phone: values.phone,
      guests: values.guests,
      date,
      timeFrom: span?.timeFrom ?? '',
      timeTo: span?.timeTo ?? '',
      website: '',
    } satisfies WaitlistValues;
  });
  const form = useForm<WaitlistValues, unknown, WaitlistJoinInput>({
    resolver: VALIDATION.resolver,
    defaultValues: start,
  });
  const { register, handleSubmit, setValue, getValues, formState, control } = form;
  const errors = formState.errors;
  const sending = formState.isSubmitting || join.isPending;
  const timeFrom = useWatch({ control, name: 'timeFrom' });
  // The entry as the server took it; until then, the form.
  const [joined, setJoined] = useState<WaitlistJoinInput | null>(null);
  const windowHintId = useId();

  const onSubmit = async (input: WaitlistJoinInput) => {
    try {
      // The emails about the table speak the language the diner asked in.
      await join.mutateAsync({ ...input, language });
      setJoined(input);
      toast({
        title: t('reservations.waitlist.joined.title'),
        description: t('reservations.waitlist.toast.joined.body'),
        variant: 'success',
      });
    } catch (error) {
      // "The latest time must not be before the earliest", "Enter a valid email": on their fields, and in the toast.
      applyServerErrors(form, error, { fieldOf: FIELD_OF });
      toast({
        title: t('reservations.waitlist.toast.failed.title'),
        description: errorMessage(error, t('reservations.waitlist.toast.failed.body', { phone })),
        variant: 'destructive',
      });
    }
  };
  // The dialog's content is portalled out of the booking form's markup, but React still bubbles
  // its submit up to the booking form, which must not book a table for it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void handleSubmit(onSubmit)(event);
  };

  return (
    <>
      <DialogTitle>{t('reservations.waitlist.title')}</DialogTitle>
      <DialogDescription>
        {joined
          ? `${formatCalendarDate(joined.date, language, 'full')} · ${partyText(t, joined.guests)}`
          : t('reservations.waitlist.description')}
      </DialogDescription>
      {joined ? (
        <div className="mt-5 grid gap-4 rounded-[var(--radius-card)] border border-success/40 bg-success/10 p-5">
          <SuccessHeading size="small">{t('reservations.waitlist.joined.title')}</SuccessHeading>
          <p>{t('reservations.waitlist.joined.body')}</p>
          <DialogClose asChild>
            <Button size="lg" className="w-full sm:w-auto sm:justify-self-start">
              {t('reservations.waitlist.done')}
            </Button>
          </DialogClose>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          {...VALIDATION.formProps}
          className="mt-5 grid gap-4"
          aria-label={t('reservations.waitlist.title')}
        >
          <div className="grid gap-0.5">
            <p className="text-sm font-semibold">{t('reservations.field.date')}</p>
            <p className="text-lg font-semibold">{formatCalendarDate(date, language, 'full')}</p>
          </div>
          <ContactFields
            form={form}
            oneName
            labelOf={(field) =>
              field === 'name' ? t('reservations.waitlist.field.name') : t(`reservations.field.${field}`)
            }
          />
          <GuestsField
            registration={register('guests', { valueAsNumber: true })}
            defaultValue={getValues('guests')}
            sizes={partySizes(site.booking)}
            error={errors.guests?.message}
          />
          <fieldset className="grid gap-1.5" aria-describedby={windowHintId}>
            <legend className="mb-1.5 text-sm font-semibold">{t('reservations.waitlist.window')}</legend>
            <div className="grid grid-cols-2 items-start gap-3">
              <Field label={t('reservations.waitlist.field.from')} error={errors.timeFrom?.message}>
                {(field) => (
                  <NativeSelect
                    {...field}
                    {...register('timeFrom', {
                      // The latest time follows an earliest one moved past it.
                      onChange: () => setValue('timeTo', latestAfter(getValues('timeFrom'), getValues('timeTo'))),
                    })}
                  >
                    {times.map((time) => (
                      <option key={time} value={time}>
                        {formatClock(time, language)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label={t('reservations.waitlist.field.to')} error={errors.timeTo?.message}>
                {(field) => (
                  <NativeSelect {...field} {...register('timeTo')}>
                    {times.map((time) => (
                      <option key={time} value={time} disabled={time < timeFrom}>
                        {formatClock(time, language)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            </div>
            <p id={windowHintId} className="text-sm text-muted-foreground">
              {t('reservations.waitlist.windowHint')}
            </p>
          </fieldset>

          <HoneypotField registration={register('website')} />

          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
            {sending ? t('reservations.waitlist.submitting') : t('reservations.waitlist.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
