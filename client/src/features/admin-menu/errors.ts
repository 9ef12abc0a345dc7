import { ApiRequestError } from '@/lib/api-request';

/**
 * What the server said about a refusal a person can act on (a duplicate name, a category
 * still in use, a file it will not take), or null for anything else (a 500, a lost
 * connection), where the screen's own fallback text is shown instead.
 */
export function actionableServerMessage(error: unknown, statuses: readonly number[] = [409]): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (!statuses.includes(error.status)) return null;
  const message = error.serverMessage.trim();
  return message || null;
}

/** The upload's refusals worth repeating: too large (413) or not an image (415). */
export function uploadRefusal(error: unknown): string | null {
  return actionableServerMessage(error, [413, 415]);
}

/** Field messages of a 400 validation answer, keyed by field path; empty for any other error. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  return error.fieldErrors ?? {};
}
