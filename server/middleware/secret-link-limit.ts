import type { RequestHandler } from 'express';
import { msg } from '@shared/messages/message';
import type { AppContext } from '../context';
import { perIpLimit } from './rate-limit';

const limitOfApp = new WeakMap<AppContext, RequestHandler>();

/**
 * The per-address limit on the secret links in diners' and clients' emails (a reservation's manage
 * link, a hall request's, a hall event's page): one count for all of them, so guesses at one kind
 * add to guesses at the others, in memory on the embedded database as in PostgreSQL.
 */
export function secretLinkLimit(ctx: AppContext): RequestHandler {
  let limit = limitOfApp.get(ctx);
  if (!limit) {
    limit = perIpLimit(ctx, {
      name: 'manage-links',
      limit: ctx.rateLimits.manageActionsPerHour,
      message: (req) =>
        req.originalUrl.startsWith('/api/manage/reservations')
          ? msg('reservation.tooManyForBooking')
          : msg('hallRequest.tooManyForLink'),
    });
    limitOfApp.set(ctx, limit);
  }
  return limit;
}
