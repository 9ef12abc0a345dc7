import { Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../middleware/auth';
import { readAnalytics } from '../services/analytics';

export function analyticsRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/analytics', requirePermission(ctx.db, 'dashboard.view'), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readAnalytics(ctx));
  });

  return router;
}
