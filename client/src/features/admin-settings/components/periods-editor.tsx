import {
  Controller,
  get,
  useFieldArray,
  useFormState,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { MAX_SERVICE_PERIODS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { nextPeriod } from '../schedule-exceptions';
import { useSettingsLock } from './use-settings-lock';
import { FormError } from '@/components/ui/form-error';

// A time field shrinks with its column, so two fit side by side with the remove button on a phone;
// there the clock icon gives way to the time itself (a tap opens the phone's own time picker).
const TIME_INPUT = 'min-w-0 px-2.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden';

interface PeriodsEditorProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  register: UseFormRegister<TValues>;
  /** The periods' array in the form: "monday.periods", or "periods". */
  name: ArrayPath<TValues>;
  /** Names the day in the controls' accessible names: "Monday", "Thanksgiving". */
  owner: string;
}

/**
 * The 1 to 3 service periods of a day, each an opening and a closing time, with Add period and
 * Remove. A period that ends at midnight is entered as 12:00 AM and stored as "24:00", the one
 * closing time a time field cannot hold.
 */
export function PeriodsEditor<TValues extends FieldValues, TOutput>({
  control,
  register,
  name,
  owner,
}: PeriodsEditorProps<TValues, TOutput>) {
  const { t } = useAdminI18n();
  const { allowed, lock } = useSettingsLock();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as unknown as Path<TValues> });
  const errorAt = (at: string) => (get(errors, at) as { message?: string } | undefined)?.message;
  const listError = errorAt(name) ?? errorAt(`${name}.root`);
  const path = (index: number, key: 'open' | 'close') => `${name}.${index}.${key}` as Path<TValues>;
  const message = (index: number, key: 'open' | 'close') => errorAt(path(index, key));

  const periods = useWatch({ control, name: name as unknown as Path<TValues> }) as
    | { open?: string; close?: string }[]
    | undefined;

  const add = () => {
    append(nextPeriod(periods?.at(-1)) as FieldArray<TValues, ArrayPath<TValues>>, { shouldFocus: true });
  };

  return (
    <div className="grid gap-3">
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-2">
          {/* One period needs no name on screen; the legend still tells a screen reader which one this is. */}
          <legend
            className={cn(
              'mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
              fields.length === 1 && 'sr-only',
            )}
          >
            {t('admin.settings.periods.period', { number: index + 1 })}
          </legend>
          <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:gap-3">
            <Field label={t('admin.settings.hours.opens')} error={message(index, 'open')}>
              {(control) => (
                <Input {...lock(control)} type="time" className={TIME_INPUT} {...register(path(index, 'open'))} />
              )}
            </Field>
            <Field label={t('admin.settings.hours.closes')} error={message(index, 'close')}>
              {(fieldControl) => (
                <Controller
                  control={control}
                  name={path(index, 'close')}
                  render={({ field: close }) => (
                    <Input
                      {...lock(fieldControl)}
                      type="time"
                      className={TIME_INPUT}
                      ref={close.ref}
                      name={close.name}
                      value={close.value === '24:00' ? '00:00' : ((close.value as string | undefined) ?? '')}
                      onChange={(event) =>
                        close.onChange(event.target.value === '00:00' ? '24:00' : event.target.value)
                      }
                      onBlur={close.onBlur}
                    />
                  )}
                />
              )}
            </Field>
            {fields.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                className="mt-7"
                aria-label={t('admin.settings.periods.remove', { number: index + 1, owner })}
                {...lock({})}
                disabled={!allowed}
                onClick={() => remove(index)}
              >
                <TrashIcon />
              </Button>
            ) : (
              <span aria-hidden="true" className="w-11" />
            )}
          </div>
        </fieldset>
      ))}
      <FormError text={listError} />
      {fields.length < MAX_SERVICE_PERIODS && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-label={t('admin.settings.periods.addLabel', { owner })}
          {...lock({})}
          disabled={!allowed}
          onClick={add}
        >
          <PlusIcon />
          {t('admin.settings.periods.add')}
        </Button>
      )}
    </div>
  );
}
