import { Router } from 'express';
import { notificationIdSchema } from '@shared/schemas/notifications';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { adminOf, requirePermission } from '../middleware/auth';
import { clearNotifications, listNotifications, markNotificationRead } from './notifications';
import { msg } from '@shared/messages/message';

// Read state is each admin's own UI state, not restaurant data: no audit rows here.
export function notificationsRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'dashboard.view');

  router.get('/admin/notifications', canView, async (req, res) => {
    res.json(await listNotifications(ctx, adminOf(req)));
  });

  router.post('/admin/notifications/clear', canView, async (req, res) => {
    await clearNotifications(ctx, adminOf(req));
    res.status(204).end();
  });

  router.post('/admin/notifications/:id/read', canView, async (req, res) => {
    const parsed = notificationIdSchema.safeParse(req.params.id);
    if (!parsed.success) throw AppError.notFound(msg('notifications.notFound'));
    await markNotificationRead(ctx, adminOf(req), parsed.data);
    res.status(204).end();
  });

  return router;
}
