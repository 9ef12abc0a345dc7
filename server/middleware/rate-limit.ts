import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { ApiErrorBody } from '../../shared/api-error';

const HOUR_MS = 60 * 60 * 1000;

/** Per-IP limit for a public endpoint; `perHour` 0 switches it off. Answers 429 in our error shape. */
export function perIpLimit(perHour: number, message: string): RequestHandler {
  if (perHour <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: HOUR_MS,
    limit: perHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // req.ip already honours TRUST_PROXY; these checks would only log noise on odd headers.
    validate: { xForwardedForHeader: false, trustProxy: false },
    handler: (_req, res) => {
      res.status(429).json({ message, code: 'RATE_LIMITED' } satisfies ApiErrorBody);
    },
  });
}
