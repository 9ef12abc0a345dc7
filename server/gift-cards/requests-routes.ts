import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { giftCardCheckoutSchema, giftCardRequestDeclineSchema, giftCardRequestSchema } from '@shared/schemas/gift-card';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import { declineGiftCardRequest, issueGiftCardRequest, listGiftCardRequests, submitGiftCardRequest } from './requests';
import { parseId } from '../http/params';
import { startGiftCardCheckout } from './online-purchase';

const NOT_FOUND = msg('giftCard.requestNotFound');

export function giftCardRequestsRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'giftCards.view');
  const canManage = requirePermission(ctx.db, 'giftCards.manage');
  const publicWriteLimit = perIpLimit(ctx, {
    name: 'gift-card-requests',
    limit: ctx.rateLimits.publicWritesPerHour,
    message: msg('request.tooManyFromNetwork'),
  });

  router.post('/gift-card-requests', publicWriteLimit, async (req, res) => {
    const input = giftCardRequestSchema.parse(req.body);
    res.status(201).json(await submitGiftCardRequest(ctx, input, req.ip ?? 'unknown'));
  });

  // The card-testing limits are counted from the requests themselves (online-purchase.ts).
  router.post('/gift-cards/checkout', async (req, res) => {
    const input = giftCardCheckoutSchema.parse(req.body);
    res.status(201).json(await startGiftCardCheckout(ctx, input, req.ip ?? 'unknown'));
  });

  router.get('/admin/gift-card-requests', canView, async (_req, res) => {
    res.json(await listGiftCardRequests(ctx));
  });

  router.post('/admin/gift-card-requests/:id/issue', canManage, async (req, res) => {
    res.json(await issueGiftCardRequest(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND)));
  });

  router.post('/admin/gift-card-requests/:id/decline', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const { note } = giftCardRequestDeclineSchema.parse(req.body ?? {});
    res.json(await declineGiftCardRequest(ctx, actorOf(req), id, note));
  });

  return router;
}
