import { Router } from 'express';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { listMailOutbox, retryMail } from './mail-outbox';
import { parseId } from '../http/params';
import { msg } from '@shared/messages/message';

export function mailOutboxRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'mail.view');

  router.get('/admin/mail-outbox', canView, async (_req, res) => {
    res.json(await listMailOutbox(ctx));
  });

  // 202: the new attempt is queued; delivery happens in the background.
  router.post('/admin/mail-outbox/:id/retry', canView, async (req, res) => {
    const id = parseId(req.params.id, msg('notifications.emailNotFound'));
    res.status(202).json(await retryMail(ctx, actorOf(req), id));
  });

  return router;
}
