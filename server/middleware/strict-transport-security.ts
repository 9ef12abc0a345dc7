import type { RequestHandler } from 'express';
import helmet from 'helmet';

// A year, subdomains included (helmet's defaults).
const hsts = helmet.strictTransportSecurity();

/**
 * HSTS on answers that came over HTTPS only: req.secure, which believes X-Forwarded-Proto only
 * from a proxy TRUST_PROXY names. Over plain HTTP browsers ignore the header anyway, and a local
 * trial on http://localhost has no HTTPS to keep them on.
 */
export function strictTransportSecurity(): RequestHandler {
  return (req, res, next) => (req.secure ? hsts(req, res, next) : next());
}
