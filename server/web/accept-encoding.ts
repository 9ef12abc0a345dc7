import type { Request } from 'express';

/**
 * Whether the request accepts this content coding: named, or "*", without q=0 (RFC 9110
 * §12.5.3). Browsers send a plain list ("gzip, deflate, br, zstd"); this reads it without
 * building a negotiator for every page and asset asked for.
 */
export function acceptsEncoding(req: Request, encoding: string): boolean {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    const name = token.trim().toLowerCase();
    if (name !== encoding && name !== '*') continue;
    const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return allowed;
    wildcard = allowed;
  }
  return wildcard;
}
