import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '@shared/api-error';
import { msg, type MessageKey } from '@shared/messages/message';
import { AppError } from '../errors';
import { cutSecretLinks } from '../mail/mailer';

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

/** The answer of an AppError: its English words, and the same by key. */
export function errorBody(error: AppError): ApiErrorBody {
  const body: ApiErrorBody = { ...error.extra, message: error.message, code: error.code };
  if (error.reason) {
    body.messageKey = error.reason.key;
    body.params = error.reason.params ?? {};
  }
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  if (error.fieldReasons && Object.keys(error.fieldReasons).length > 0) body.fieldErrorKeys = error.fieldReasons;
  return body;
}

const plain = (status: number, code: ApiErrorBody['code'], key: MessageKey) => ({
  status,
  body: errorBody(new AppError(status, code as AppError['code'], msg(key))),
});

function toApiError(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) return { status: error.status, body: errorBody(error) };
  // Routes parse request input with the shared schemas; services never .parse() stored data
  // (they use safeParse or .catch), so a ZodError here is always the client's bad input.
  if (error instanceof ZodError) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.length ? issue.path.join('.') : '_';
      (fieldErrors[key] ??= []).push(issue.message);
    }
    return { status: 400, body: errorBody(AppError.invalid(fieldErrors)) };
  }
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpLibraryError;
  const status = http.status ?? http.statusCode;
  if (http.type === 'entity.parse.failed') return plain(400, 'MALFORMED_JSON', 'request.malformedJson');
  if (http.type === 'entity.too.large') return plain(413, 'PAYLOAD_TOO_LARGE', 'request.tooLarge');
  if (status && status >= 400 && status < 500) return plain(status, codeForStatus(status), 'request.notProcessed');
  return plain(500, 'INTERNAL', 'request.serverError');
}

/** The one place errors become responses; 5xx details go to the log, never to the client. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, body } = toApiError(error);
  // An expected 503 (a service that did not answer) was logged where it happened.
  if (status >= 500 && !(error instanceof AppError))
    console.error(`[error] ${req.method} ${cutSecretLinks(req.originalUrl)}`, error);
  if (error instanceof AppError && error.retryAfterSeconds)
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody(AppError.notFound(msg('request.routeNotFound'))));
};
