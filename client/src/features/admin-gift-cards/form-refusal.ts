import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-request';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';

/**
 * Shows a refused request next to what it is about: the server's field messages on their fields,
 * and any other refusal (an unknown code, an expired or void card, an undo too late) on `field`,
 * worded in the page's language. Returns false for a failure that is no refusal (a 5xx, a lost
 * connection), which the caller tells in a toast.
 */
export function showRefusal<TValues extends FieldValues>(
  form: { setError: UseFormSetError<TValues> },
  error: unknown,
  field: Path<TValues> | `root.${string}`,
  fields: readonly Path<TValues>[],
): boolean {
  if (applyServerErrors(form, error, { fieldOf: onlyFields(fields) }).length > 0) return true;
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500) return false;
  form.setError(
    field as Path<TValues>,
    { type: 'server', message: errorMessage(error, error.serverMessage) },
    { shouldFocus: true },
  );
  return true;
}
