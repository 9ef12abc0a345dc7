import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppContext } from '../context';
import { DatabaseRateLimitStore } from '../db/rate-limit-store';
import { AppError } from '../errors';
import { errorBody } from './error-handler';

const HOUR_MS = 60 * 60 * 1000;

export interface PerIpLimit {
  /** Names the counter; two limits never share one. */
  name: string;
  /** Requests per window; 0 switches the limit off. */
  limit: number;
  /** The refusal, a `msg()` string, or one chosen by the refused request. */
  message: string | ((req: Request) => string);
  windowMs?: number;
  /** Requests that do not count, nor get refused. */
  skip?: (req: Request) => boolean | Promise<boolean>;
  /** Requests answered below 400 are taken off the count once answered. */
  skipSuccessfulRequests?: boolean;
}

/**
 * A per-IP limit for a public endpoint, answering 429 in our error shape. On PostgreSQL the
 * counts live in the database, so several app processes add up to one limit; the embedded
 * database has one process, which counts in memory.
 */
export function perIpLimit(
  ctx: Pick<AppContext, 'db' | 'driver' | 'rateLimitKeyPrefix'>,
  options: PerIpLimit,
): RequestHandler {
  if (options.limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: options.windowMs ?? HOUR_MS,
    limit: options.limit,
    skip: options.skip,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    store:
      ctx.driver === 'postgres'
        ? new DatabaseRateLimitStore(ctx.db, `${ctx.rateLimitKeyPrefix}${options.name}`)
        : undefined,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // req.ip already honours TRUST_PROXY; these checks would only log noise on odd headers.
    validate: { xForwardedForHeader: false, trustProxy: false },
    handler: (req, res) => {
      const message = typeof options.message === 'string' ? options.message : options.message(req);
      res.status(429).json(errorBody(AppError.rateLimited(message)));
    },
  });
}
