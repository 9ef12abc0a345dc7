import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

/** HSTS for a year, subdomains included (helmet's defaults). */
export const strictTransportSecurity: RequestHandler = helmet.strictTransportSecurity();

/**
 * HSTS goes on answers that came over HTTPS only: req.secure, which believes X-Forwarded-Proto
 * only from a proxy TRUST_PROXY names. Over plain HTTP browsers ignore the header anyway, and a
 * local trial on http://localhost has no HTTPS to keep them on. Without the header the answer is
 * the connection's own, known without weighing the proxy's address on every request.
 */
export function cameOverHttps(req: Request): boolean {
  if (req.headers['x-forwarded-proto'] === undefined) return Boolean((req.socket as TLSSocket).encrypted);
  return req.secure;
}
