import type { RequestHandler } from 'express';

/** For answers that carry personal data: no browser or proxy keeps a copy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
