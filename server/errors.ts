import type { ApiErrorCode } from '@shared/api-error';
import { englishText, messageOf } from '@shared/messages/english';
import { msg, type Message } from '@shared/messages/message';

/**
 * An expected failure with the status, code and message the client should see. Messages are
 * `msg()` strings (a key and its parameters), kept as `reason` and `fieldReasons` for the answer's
 * `messageKey` and `fieldErrorKeys`; `message` and `fieldErrors` are their English words.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly reason: Message | null;
  readonly fieldErrors?: Record<string, string[]>;
  readonly fieldReasons?: Record<string, Message>;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) {
    super(englishText(message));
    this.reason = messageOf(message);
    if (fieldErrors) {
      this.fieldErrors = {};
      this.fieldReasons = {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        this.fieldErrors[field] = messages.map(englishText);
        const first = messages[0] === undefined ? null : messageOf(messages[0]);
        if (first) this.fieldReasons[field] = first;
      }
    }
  }

  /** Seconds a refused client should wait, sent as Retry-After. */
  retryAfterSeconds?: number;

  /** More the refused client can act on, answered beside the message (e.g. the nearest free dates). */
  extra?: Record<string, unknown>;

  /** The same error, answering `extra` beside its message. */
  with(extra: Record<string, unknown>): this {
    this.extra = { ...this.extra, ...extra };
    return this;
  }

  /** 429 RATE_LIMITED, with how long to wait where that is known. */
  static rateLimited(message: string, retryAfterSeconds?: number): AppError {
    const error = new AppError(429, 'RATE_LIMITED', message);
    if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** 401: nobody is signed in (UNAUTHENTICATED), or a sign-in failed (INVALID_CREDENTIALS). */
  static unauthenticated(
    message: string,
    code: 'UNAUTHENTICATED' | 'INVALID_CREDENTIALS' = 'UNAUTHENTICATED',
  ): AppError {
    return new AppError(401, code, message);
  }

  /** 403: who is asking may not do this (FORBIDDEN), or a more precise reason of the same kind. */
  static forbidden(
    message: string,
    code: 'FORBIDDEN' | 'CROSS_SITE_REQUEST' | 'ACCOUNT_INACTIVE' = 'FORBIDDEN',
  ): AppError {
    return new AppError(403, code, message);
  }

  /** 413 PAYLOAD_TOO_LARGE: an upload or body past its limit. */
  static payloadTooLarge(message: string): AppError {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', message);
  }

  /** 503 PAYMENT_UNAVAILABLE: Stripe did not answer in time; nothing changed, try again. */
  static paymentUnavailable(message: string): AppError {
    return new AppError(503, 'PAYMENT_UNAVAILABLE', message);
  }

  /** 404 NOT_FOUND: the row (or path) the request names does not exist. */
  static notFound(message: string): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  /**
   * 409: the request is well formed but clashes with what is stored (CONFLICT), or a more
   * precise reason the client acts on: no room left, too late to change, warnings to confirm,
   * a feature switched off.
   */
  static conflict(
    message: string,
    fieldErrors?: Record<string, string[]>,
    code: 'CONFLICT' | 'FULLY_BOOKED' | 'CUTOFF_PASSED' | 'CONFIRMATION_REQUIRED' | 'FEATURE_DISABLED' = 'CONFLICT',
  ): AppError {
    return new AppError(409, code, message, fieldErrors);
  }

  /** 400: a request that cannot be taken (BAD_REQUEST), or a more precise reason of the same kind. */
  static badRequest(
    message: string,
    code: 'BAD_REQUEST' | 'VALIDATION_ERROR' | 'INVALID_RESET_TOKEN' = 'BAD_REQUEST',
    fieldErrors?: Record<string, string[]>,
  ): AppError {
    return new AppError(400, code, message, fieldErrors);
  }

  /** 400 VALIDATION_ERROR with a message per field; the first one is the error's message. */
  static invalid(fieldErrors: Record<string, string[]>): AppError {
    const first = Object.values(fieldErrors)[0]?.[0] ?? msg('request.invalid');
    return new AppError(400, 'VALIDATION_ERROR', first, fieldErrors);
  }

  /** 415 UNSUPPORTED_MEDIA_TYPE: a body or upload in a format the route does not read. */
  static unsupportedMediaType(message: string): AppError {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** A reason the server cannot start that the operator can fix; printed as its message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}
