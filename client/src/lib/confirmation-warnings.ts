import { ApiRequestError } from './api-request';
import { errorMessage } from './error-message';
import { messageIn, readerLanguage } from './messages';

/**
 * The warnings of a 409 CONFIRMATION_REQUIRED (a closed date, a slot over its pacing or its
 * room), in the reader's language, or null for any other answer: staff confirm them to go on.
 */
export function confirmationWarnings(error: unknown): string[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== 'CONFIRMATION_REQUIRED')
    return null;
  const language = readerLanguage();
  const warnings = Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) => {
    const reason = error.fieldReasons?.[field];
    return (reason && messageIn(reason, language)) ?? messages;
  });
  return warnings.length > 0 ? warnings : [errorMessage(error, error.serverMessage)];
}
