import type { Request, RequestHandler } from 'express';
import { msg } from '@shared/messages/message';
import type { AppContext } from '../context';
import { perIpLimit } from '../middleware/rate-limit';

const limiters = new WeakMap<AppContext, RequestHandler>();

/** Whether a request tries a gift card code: the balance check's `code`, or a checkout's `giftCardCode`. */
function triesACode(req: Request): boolean {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return false;
  const { code, giftCardCode } = body as { code?: unknown; giftCardCode?: unknown };
  return typeof code === 'string' || (typeof giftCardCode === 'string' && giftCardCode.trim() !== '');
}

/**
 * Every gift card code tried from one address, known or not, counted in one
 * `giftCardBalanceChecksPerHour`: the balance check and the order checkout share it, so neither
 * is a way round the other to guess codes. One limiter per app, so the embedded database's
 * in-memory count is shared too.
 */
export function giftCardCodeTries(ctx: AppContext): RequestHandler {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = perIpLimit(ctx, {
      name: 'gift-card-balance',
      limit: ctx.rateLimits.giftCardBalanceChecksPerHour,
      message: msg('giftCard.tooManyBalanceChecks'),
      skip: (req) => !triesACode(req),
    });
    limiters.set(ctx, limiter);
  }
  return limiter;
}
