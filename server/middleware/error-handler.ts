import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '@shared/api-error';
import { AppError } from '../errors';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

/** body-parser and multer errors carry an HTTP status and a machine `type`. */
interface HttpLibraryError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
}

function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

function toApiError(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { message: error.message, code: error.code };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return { status: error.status, body };
  }
  // Routes parse request input with the shared schemas; services never .parse() stored data
  // (they use safeParse or .catch), so a ZodError here is always the client's bad input.
  if (error instanceof ZodError) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.length ? issue.path.join('.') : '_';
      (fieldErrors[key] ??= []).push(issue.message);
    }
    return {
      status: 400,
      body: { message: error.issues[0]?.message ?? 'Invalid request', code: 'VALIDATION_ERROR', fieldErrors },
    };
  }
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpLibraryError;
  const status = http.status ?? http.statusCode;
  if (http.type === 'entity.parse.failed') {
    return { status: 400, body: { message: 'The request body is not valid JSON', code: 'MALFORMED_JSON' } };
  }
  if (http.type === 'entity.too.large') {
    return { status: 413, body: { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: 'The request could not be processed', code: codeForStatus(status) } };
  }
  return { status: 500, body: { message: GENERIC_MESSAGE, code: 'INTERNAL' } };
}

/** The one place errors become responses; 5xx details go to the log, never to the client. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, body } = toApiError(error);
  if (status >= 500) console.error(`[error] ${req.method} ${req.originalUrl}`, error);
  if (error instanceof AppError && error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'API route not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
};
