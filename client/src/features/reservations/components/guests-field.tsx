import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, NativeSelect } from '@/components/ui/form-controls';
import { useReservationsI18n } from '@/i18n/reservations';
import { partyText } from '../manage';

interface GuestsFieldProps {
  /** What `register('guests', { valueAsNumber: true })` gives. */
  registration: UseFormRegisterReturn<'guests'>;
  /** The form's default party: the server's HTML selects it too, not the first option until scripts run. */
  defaultValue: number | undefined;
  sizes: number[];
  error?: string;
}

/** The party size, as a choice of the sizes a diner may book. */
export function GuestsField({ registration, defaultValue, sizes, error }: GuestsFieldProps) {
  const { t } = useReservationsI18n();
  return (
    <Field label={t('reservations.field.guests')} error={error}>
      {(field) => (
        <NativeSelect {...field} {...registration} defaultValue={defaultValue}>
          {sizes.map((count) => (
            <option key={count} value={count}>
              {partyText(t, count)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
