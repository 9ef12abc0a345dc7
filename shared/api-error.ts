// The one error shape every API failure uses: `{ message, code, fieldErrors? }` in English, with
// the same texts by key beside them (`messageKey`, `params`, `fieldErrorKeys`) (docs/api.md).
import type { Message, MessageParams } from './messages/message';

export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'FULLY_BOOKED',
  'PRICE_CHANGED',
  'IDEMPOTENCY_KEY_REQUIRED',
  'CONFIRMATION_REQUIRED',
  'FEATURE_DISABLED',
  'CUTOFF_PASSED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'INVALID_RESET_TOKEN',
  'CROSS_SITE_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** A service the request needs (Stripe) did not answer; try again. */
  'PAYMENT_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode | (string & {});
  fieldErrors?: Record<string, string[]>;
  /** The key of `message`, for a client that shows it in another language. */
  messageKey?: string;
  params?: MessageParams;
  /** For each field of `fieldErrors`: the key and parameters of its first message. */
  fieldErrorKeys?: Record<string, Message>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
