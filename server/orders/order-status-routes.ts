import { Router } from 'express';
import { msg } from '@shared/messages/message';
import type { AppContext } from '../context';
import { perIpLimit } from '../middleware/rate-limit';
import { retryCheckout, switchToPayAtPickup } from './card-order-choices';
import { cancelOrderByDiner, readOrderStatus } from './order-status-read';

/**
 * The diner's order status page, opened by its secret token: no sign-in. The read has a limit
 * of its own that a page polling all evening never reaches; the cancel counts as a manage action.
 */
export function orderStatusRouter(ctx: AppContext): Router {
  const router = Router();
  const reads = perIpLimit(ctx, {
    name: 'order-status-reads',
    limit: ctx.rateLimits.orderStatusReadsPerHour,
    message: msg('ordering.tooManyStatusReads'),
  });
  const actions = perIpLimit(ctx, {
    name: 'order-status-actions',
    limit: ctx.rateLimits.manageActionsPerHour,
    message: msg('ordering.tooManyStatusReads'),
  });

  router.get('/orders/status/:token', reads, async (req, res) => {
    res.json(await readOrderStatus(ctx, String(req.params.token)));
  });

  router.post('/orders/status/:token/cancel', actions, async (req, res) => {
    res.json(await cancelOrderByDiner(ctx, String(req.params.token)));
  });

  router.post('/orders/status/:token/checkout', actions, async (req, res) => {
    res.json(await retryCheckout(ctx, String(req.params.token)));
  });

  router.post('/orders/status/:token/pay-at-pickup', actions, async (req, res) => {
    res.json(await switchToPayAtPickup(ctx, String(req.params.token), req.ip ?? 'unknown'));
  });

  return router;
}
