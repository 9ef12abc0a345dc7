import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/form-controls';

interface OptionSelectProps<Option extends string> extends Omit<ComponentProps<'select'>, 'children'> {
  /** The stored values, in the order they are offered. */
  options: readonly Option[];
  /** What a person reads for each value (the stored value itself stays untranslated). */
  labelOf: (option: Option) => string;
  /** An empty first choice ("Choose an event type") for a field that starts unset. */
  placeholder?: string;
}

/** A native choice list over a fixed set of values, each shown by its label. */
export function OptionSelect<Option extends string>({
  options,
  labelOf,
  placeholder,
  ...props
}: OptionSelectProps<Option>) {
  return (
    <NativeSelect {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
