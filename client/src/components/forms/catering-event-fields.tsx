import { useFormContext, useFormState } from 'react-hook-form';
import { CATERING, CATERING_EVENT_TYPES } from '@shared/catering-constants';
import { CALENDAR_DATES } from '@shared/constants';
import type { CateringFormValues } from '@shared/schemas/catering';
import { Field, Input } from '@/components/ui/form-controls';
import { guestCountValue } from '@/lib/guest-count';
import { OptionSelect } from './option-select';

type CateringEventType = (typeof CATERING_EVENT_TYPES)[number];

type EventValues = Pick<CateringFormValues, 'eventType' | 'guestCount' | 'eventDate' | 'eventTime'>;
const EVENT_FIELDS: (keyof EventValues)[] = ['eventType', 'guestCount', 'eventDate', 'eventTime'];

/** The words around the fields: the public site and the back office each pass their own. */
interface CateringEventFieldTexts {
  eventType: string;
  eventTypePlaceholder: string;
  eventTypeLabel: (type: CateringEventType) => string;
  guestCount: string;
  /** Already filled with the minimum and maximum. */
  guestCountHint: string;
  eventDate: string;
  eventTime: string;
}

interface CateringEventFieldsProps {
  texts: CateringEventFieldTexts;
  /** The first date the date picker offers (YYYY-MM-DD); none lets staff enter any date. */
  earliestDate?: string;
}

/**
 * Event type, number of guests, date and time of a catering order, as cells of the caller's grid.
 * Reads the form from its `FormProvider`, whose values hold these four fields.
 */
export function CateringEventFields({ texts, earliestDate }: CateringEventFieldsProps) {
  const { register, control, getValues } = useFormContext<EventValues>();
  const { errors } = useFormState({ control, name: EVENT_FIELDS });
  return (
    <>
      <Field label={texts.eventType} error={errors.eventType?.message}>
        {(field) => (
          <OptionSelect
            {...field}
            options={CATERING_EVENT_TYPES}
            labelOf={texts.eventTypeLabel}
            placeholder={texts.eventTypePlaceholder}
            {...register('eventType')}
          />
        )}
      </Field>
      <Field label={texts.guestCount} error={errors.guestCount?.message} hint={texts.guestCountHint}>
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={CATERING.minGuests}
            max={CATERING.maxGuests}
            step={1}
            {...register('guestCount', { setValueAs: (value) => guestCountValue(value, CATERING.minGuests) })}
            // The server's HTML holds the form's default count too, not an empty box until scripts run.
            defaultValue={getValues('guestCount')}
          />
        )}
      </Field>
      <Field label={texts.eventDate} error={errors.eventDate?.message}>
        {(field) => (
          <Input {...field} type="date" min={earliestDate} max={CALENDAR_DATES.max} {...register('eventDate')} />
        )}
      </Field>
      <Field label={texts.eventTime} error={errors.eventTime?.message}>
        {(field) => <Input {...field} type="time" step={900} {...register('eventTime')} />}
      </Field>
    </>
  );
}
