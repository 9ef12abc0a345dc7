import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { msg } from '@shared/messages/message';
import { ApiRequestError } from './api-request';
import { errorMessage } from './error-message';
import { messageIn, readerLanguage } from './messages';

export interface ApplyServerErrorsOptions<TValues extends FieldValues> {
  /**
   * The form field a server path belongs to, or null when the form has none (that message is
   * then left to the caller's toast). By default every path is taken as a field name as it is.
   */
  fieldOf?: (path: string) => Path<TValues> | null;
  /**
   * Server paths are relative to this key: a form that edits one setting ("weeklyHours") gets
   * "weeklyHours.monday.close" as "monday.close", and a message on the key itself as the form's
   * root error. Paths outside the prefix are left out.
   */
  prefix?: string;
  /** Focus the first field given a message (the default). Off when the caller focuses it itself, e.g. after showing a hidden tab. */
  focus?: boolean;
  /**
   * Where any other refusal (a 4xx without a message for this form's fields: an unknown code, a
   * void card, an undo too late) is shown, in the page's language. Without it such a refusal is
   * left to the caller's toast.
   */
  otherRefusalOn?: Path<TValues> | `root.${string}`;
}

/**
 * The first message of each path of a refusal's field errors (a 400 for a bad value, a 409 for a
 * taken username); empty for any other error. A message whose key this client knows is kept as
 * its key, so the field shows it in the page's language; any other in the server's words.
 */
function serverFieldMessages(error: unknown, prefix: string | undefined): [path: string, message: string][] {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500 || !error.fieldErrors) return [];
  const found: [string, string][] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const reason = error.fieldReasons?.[key];
    const message =
      reason && messageIn(reason, readerLanguage()) !== null ? msg(reason.key, reason.params) : messages[0];
    if (!message) continue;
    if (!prefix) found.push([key, message]);
    else if (key === prefix) found.push(['root.server', message]);
    else if (key.startsWith(`${prefix}.`)) found.push([key.slice(prefix.length + 1), message]);
  }
  return found;
}

/**
 * The one way a refused save is shown on its form: the server's field messages go on the form's
 * own fields, so a person sees each next to what it is about, and the first is focused; with
 * `otherRefusalOn`, any other refusal goes on that field. Returns the fields that got a message:
 * empty means the error had none the form can show (a 5xx, a lost connection, or a refusal left to
 * the caller), and the caller's toast says what went wrong.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: { setError: UseFormSetError<TValues> },
  error: unknown,
  {
    fieldOf = (path) => path as Path<TValues>,
    prefix,
    focus = true,
    otherRefusalOn,
  }: ApplyServerErrorsOptions<TValues> = {},
): Path<TValues>[] {
  const applied: Path<TValues>[] = [];
  for (const [path, message] of serverFieldMessages(error, prefix)) {
    const field = path === 'root.server' ? ('root.server' as Path<TValues>) : fieldOf(path);
    if (!field || applied.includes(field)) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: focus && applied.length === 0 });
    applied.push(field);
  }
  if (applied.length > 0 || !otherRefusalOn || !isRefusal(error)) return applied;
  const field = otherRefusalOn as Path<TValues>;
  form.setError(field, { type: 'server', message: errorMessage(error, error.serverMessage) }, { shouldFocus: focus });
  return [field];
}

function isRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** A `fieldOf` that accepts only the form's own field names. */
export function onlyFields<TValues extends FieldValues>(
  fields: readonly Path<TValues>[],
): (path: string) => Path<TValues> | null {
  const known = new Set<string>(fields);
  return (path) => (known.has(path) ? (path as Path<TValues>) : null);
}
