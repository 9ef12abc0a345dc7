import type { Request, Response } from 'express';
import type { CachedJson } from '../cache';

/**
 * Sends a cached JSON answer with its ETag; a client that already has it gets 304. A client that
 * accepts gzip gets the copy compressed once when it was cached, rather than on every request.
 */
export function sendCachedJson(req: Request, res: Response, cached: CachedJson): void {
  const gzip = cached.gzip && req.acceptsEncodings('gzip') === 'gzip' ? cached.gzip : undefined;
  // Two encodings of one body are two representations: each gets its own strong ETag.
  const etag = gzip ? `${cached.etag.slice(0, -1)}-gzip"` : cached.etag;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.send(gzip ?? cached.body);
}
