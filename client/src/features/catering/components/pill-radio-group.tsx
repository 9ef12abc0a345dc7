import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';

interface PillRadioGroupProps<Option extends string> {
  legend: string;
  options: readonly Option[];
  labelOf: (option: Option) => string;
  /** What `register(name)` gives, spread on every radio. */
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string;
  className?: string;
}

const pillClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/10';

/** A short choice shown as round pills, each a radio with its label, under one legend. */
export function PillRadioGroup<Option extends string>({
  legend,
  options,
  labelOf,
  registration,
  hint,
  error,
  className,
}: PillRadioGroupProps<Option>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={pillClass}>
            <input
              type="radio"
              value={option}
              className="size-4 accent-primary"
              aria-invalid={error ? true : undefined}
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
