import { Router } from 'express';
import { orderingPauseSchema } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { orderingStatus } from './ordering-info';
import { pauseOrdering, resumeOrdering, setOrderingBusy } from './ordering-pause';

/** The board's pause and busy buttons; each answers GET /api/ordering's status as it now is. */
export function orderingPauseRouter(ctx: AppContext): Router {
  const router = Router();
  const manage = requirePermission(ctx.db, 'orders.manage');

  router.post('/admin/ordering/pause', manage, async (req, res) => {
    const input = orderingPauseSchema.parse(req.body);
    await pauseOrdering(ctx, actorOf(req), input);
    res.json(await orderingStatus(ctx));
  });

  router.delete('/admin/ordering/pause', manage, async (req, res) => {
    await resumeOrdering(ctx, actorOf(req));
    res.json(await orderingStatus(ctx));
  });

  router.post('/admin/ordering/busy', manage, async (req, res) => {
    await setOrderingBusy(ctx, actorOf(req), true);
    res.json(await orderingStatus(ctx));
  });

  router.delete('/admin/ordering/busy', manage, async (req, res) => {
    await setOrderingBusy(ctx, actorOf(req), false);
    res.json(await orderingStatus(ctx));
  });

  return router;
}
