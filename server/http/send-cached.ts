import type { Request, Response } from 'express';
import type { CachedJson } from '../cache';

/**
 * Sends a cached JSON answer with its ETag; a client that already has it gets 304. A client that
 * accepts gzip gets the copy compressed once when it was cached, rather than on every request.
 */
export function sendCachedJson(req: Request, res: Response, cached: CachedJson, cacheControl = 'no-cache'): void {
  const gzip = cached.gzip && req.acceptsEncodings('gzip') === 'gzip' ? cached.gzip : undefined;
  const etag = gzip?.etag ?? cached.etag;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.send(gzip?.body ?? cached.body);
}
