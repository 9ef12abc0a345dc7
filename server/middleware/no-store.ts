import type { RequestHandler } from 'express';

/**
 * No browser or proxy keeps a copy: the default of every API answer, since most carry personal or
 * admin data. A public read that may be cached sets its own Cache-Control over it.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
