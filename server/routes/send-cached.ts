import type { Request, Response } from 'express';
import type { CachedJson } from '../cache';

/** Sends a cached JSON answer with its ETag; a client that already has it gets 304. */
export function sendCachedJson(req: Request, res: Response, cached: CachedJson): void {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.headers['if-none-match'] === cached.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(cached.body);
}
