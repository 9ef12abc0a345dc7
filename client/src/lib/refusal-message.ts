import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, type ApplyServerErrorsOptions } from './apply-server-errors';
import { errorMessage } from './error-message';

/**
 * After a save was refused: the server's field messages go on the form's fields, and the toast's
 * text is returned: `texts.fields` ("correct the highlighted fields") when any field got one, else
 * what `errorMessage` makes of the error (the server's reason for a 4xx, or `texts.fallback`).
 */
export function refusalMessage<TValues extends FieldValues>(
  form: { setError: UseFormSetError<TValues> },
  error: unknown,
  options: ApplyServerErrorsOptions<TValues>,
  texts: { fields: string; fallback: string },
  statuses?: readonly number[],
): string {
  const fields = applyServerErrors(form, error, options);
  return fields.length > 0 ? texts.fields : errorMessage(error, texts.fallback, statuses);
}
