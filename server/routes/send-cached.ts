import type { Request, Response } from 'express';
import type { CachedJson } from '../cache';

/**
 * Sends a cached JSON answer with its ETag; a client that already has it gets 304. A client that
 * accepts gzip gets the copy compressed once when it was cached, rather than on every request.
 */
export function sendCachedJson(req: Request, res: Response, cached: CachedJson): void {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === cached.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  if (cached.gzip && req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(cached.gzip);
    return;
  }
  res.send(cached.body);
}
