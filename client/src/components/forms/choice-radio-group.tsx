import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';

interface ChoiceRadioGroupProps<Option extends string> {
  legend: string;
  options: readonly Option[];
  labelOf: (option: Option) => string;
  /** What `register(name)` gives, spread on every radio. */
  registration: UseFormRegisterReturn;
  /** The form's default choice, so the server's HTML shows it chosen before scripts run. */
  defaultValue?: Option | '';
  hint?: string;
  error?: string;
  className?: string;
  /** Round pills side by side (the default), or tiles two to a row, four on a wider screen. */
  look?: keyof typeof LOOKS;
}

const LOOKS = {
  pills: {
    choices: 'mt-2 flex flex-wrap gap-2',
    choice:
      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/10',
  },
  tiles: {
    choices: 'mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4',
    choice:
      'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-card px-3 font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/10',
  },
};

/** A short choice shown as pills or tiles, each a radio with its label, under one legend. */
export function ChoiceRadioGroup<Option extends string>({
  legend,
  options,
  labelOf,
  registration,
  defaultValue,
  hint,
  error,
  className,
  look = 'pills',
}: ChoiceRadioGroupProps<Option>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={LOOKS[look].choices}>
        {options.map((option) => (
          <label key={option} className={LOOKS[look].choice}>
            <input
              type="radio"
              value={option}
              className="size-4 accent-primary"
              aria-invalid={error ? true : undefined}
              defaultChecked={option === defaultValue}
              {...registration}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FormError id={errorId} text={error} className="mt-1.5" />
    </fieldset>
  );
}
