import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@/components/ui/form-controls';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** `form.register(name)`. */
  registration: UseFormRegisterReturn;
}

/** A react-hook-form text input with its label, hint and error (a <Field> around an <Input>). */
export function TextField({ label, error, hint, registration, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Input {...input} {...control} {...registration} />}
    </Field>
  );
}
