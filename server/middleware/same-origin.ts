import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { msg } from '@shared/messages/message';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * CSRF defence on top of the sameSite=lax cookie: a state-changing
 * request carries JSON or multipart (a plain HTML form cannot send either), and when the
 * browser names its Origin (or Referer), it must be this site.
 */
export function sameOriginWrites(publicUrl: string | undefined): RequestHandler {
  const allowedOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();

    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody) {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!BODY_TYPES.includes(type)) {
        throw AppError.unsupportedMediaType(msg('request.jsonOnly'));
      }
    }

    const source = req.headers.origin ?? refererOrigin(req.headers.referer);
    if (source === undefined) return next();
    if (source === allowedOrigin || hostOf(source) === req.host) return next();
    throw AppError.forbidden(msg('request.crossSite'), 'CROSS_SITE_REQUEST');
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
