import { useState, type Ref } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import type { CateringFormValues } from '@shared/schemas/catering';
import { Field, Textarea } from '@/components/ui/form-controls';
import { linesToList, listToLines } from '../../catering-form-model';

interface ListFieldProps {
  name: 'menuSelections' | 'equipmentNeeded';
  label: string;
  hint: string;
}

/** A list field of the order (menu selections, equipment), typed one entry per line. */
export function ListField({ name, label, hint }: ListFieldProps) {
  const { control } = useFormContext<CateringFormValues>();
  const { errors } = useFormState({ control, name });
  const error = errors[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} hint={hint} error={error?.message ?? error?.[0]?.message}>
          {(c) => (
            <ListTextarea
              {...c}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </Field>
      )}
    />
  );
}

interface ListTextareaProps {
  id: string;
  name: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  onBlur: () => void;
  ref: Ref<HTMLTextAreaElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** The form holds the list; the box keeps what was typed, blank lines and all. */
function ListTextarea({ value, onChange, ...props }: ListTextareaProps) {
  const [text, setText] = useState(() => listToLines(value));
  return (
    <Textarea
      {...props}
      rows={3}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(linesToList(event.target.value));
      }}
    />
  );
}
