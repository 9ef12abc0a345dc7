import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, type ApplyServerErrorsOptions } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';

/**
 * After a settings card's save was refused: the server's field messages go on the form's fields,
 * and the toast's text is returned: `fields` ("correct the highlighted fields") when any field got
 * one, else the server's reason for a 4xx, else `fallback`.
 */
export function showSaveRefusal<TValues extends FieldValues>(
  form: { setError: UseFormSetError<TValues> },
  error: unknown,
  options: Pick<ApplyServerErrorsOptions<TValues>, 'prefix' | 'fieldOf'>,
  texts: { fields: string; fallback: string },
): string {
  const fields = applyServerErrors(form, error, options);
  return fields.length > 0 ? texts.fields : errorMessage(error, texts.fallback);
}
