import type { ApiErrorCode } from '../shared/api-error';

/** An expected failure with the status, code and message the client should see. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A reason the server cannot start that the operator can fix; printed as its message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}
