import { Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../middleware/auth';
import { listOnlineOrders } from './online-orders';

export function onlineOrdersRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/online-orders', requirePermission(ctx.db, 'dashboard.view'), async (_req, res) => {
    res.json(await listOnlineOrders(ctx));
  });

  return router;
}
