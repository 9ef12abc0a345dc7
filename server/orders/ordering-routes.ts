import { Router } from 'express';
import type { AppContext } from '../context';
import { orderingStatus, pickupSlots } from './ordering-info';

/** Whether pickup orders are taken now, and the pickup times of a date. */
export function orderingRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/ordering', async (_req, res) => {
    res.json(await orderingStatus(ctx));
  });

  router.get('/ordering/slots', async (req, res) => {
    res.json(await pickupSlots(ctx, req.query.date));
  });

  return router;
}
