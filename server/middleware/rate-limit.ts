import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { ApiErrorBody } from '@shared/api-error';

const HOUR_MS = 60 * 60 * 1000;

/** Per-IP limit for a public endpoint; `limit` 0 switches it off. Answers 429 in our error shape. */
export function perIpLimit(
  limit: number,
  message: string,
  windowMs = HOUR_MS,
  skip?: (req: Request) => boolean,
): RequestHandler {
  if (limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs,
    limit,
    skip,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // req.ip already honours TRUST_PROXY; these checks would only log noise on odd headers.
    validate: { xForwardedForHeader: false, trustProxy: false },
    handler: (_req, res) => {
      res.status(429).json({ message, code: 'RATE_LIMITED' } satisfies ApiErrorBody);
    },
  });
}
