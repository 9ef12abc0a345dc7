import { Router } from 'express';
import type { AppContext } from '../context';
import { can } from '@shared/permissions';
import { adminOf, requirePermission } from '../middleware/auth';
import { readAnalytics } from './analytics';

export function analyticsRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/analytics', requirePermission(ctx.db, 'dashboard.view'), async (req, res) => {
    res.json(await readAnalytics(ctx, { withGiftCards: can(adminOf(req).role, 'giftCards.view') }));
  });

  return router;
}
