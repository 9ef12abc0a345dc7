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

  /** 429 RATE_LIMITED, with how long to wait. */
  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    const error = new AppError(429, 'RATE_LIMITED', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** 404 NOT_FOUND: the row (or path) the request names does not exist. */
  static notFound(message: string): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  /** 409 CONFLICT: the request is well formed but clashes with what is stored. */
  static conflict(message: string, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError(409, 'CONFLICT', message, fieldErrors);
  }

  /** 400 BAD_REQUEST: a request that cannot be taken, not tied to one form field. */
  static badRequest(message: string): AppError {
    return new AppError(400, 'BAD_REQUEST', message);
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
