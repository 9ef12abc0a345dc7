import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { hallClosureSchema } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { parseId } from '../http/params';
import { actorOf, requirePermission } from '../middleware/auth';
import { createHallClosure, deleteHallClosure, listHallClosures } from './hall-closures';

export function hallClosuresRouter(ctx: AppContext): Router {
  const router = Router();
  const view = requirePermission(ctx.db, 'hallEvents.view');
  const manage = requirePermission(ctx.db, 'hallEvents.manage');

  router.get('/admin/hall-closures', view, async (_req, res) => {
    res.json(await listHallClosures(ctx));
  });
  router.post('/admin/hall-closures', manage, async (req, res) => {
    res.status(201).json(await createHallClosure(ctx, actorOf(req), hallClosureSchema.parse(req.body)));
  });
  router.delete('/admin/hall-closures/:id', manage, async (req, res) => {
    await deleteHallClosure(ctx, actorOf(req), parseId(req.params.id, msg('hallRequest.closureNotFound')));
    res.status(204).end();
  });
  return router;
}
