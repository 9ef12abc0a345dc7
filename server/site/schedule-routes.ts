import { Router } from 'express';
import { scheduleExceptionSchema } from '@shared/schemas/schedule';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { createException, deleteException, listExceptions, updateException } from './schedule';
import { parseId } from '../http/params';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('schedule.notFound');

export function scheduleRouter(ctx: AppContext): Router {
  const router = Router();
  const view = requirePermission(ctx.db, 'settings.view');
  const manage = requirePermission(ctx.db, 'settings.manage');

  router.get('/admin/schedule-exceptions', view, async (_req, res) => {
    res.json(await listExceptions(ctx));
  });

  router.post('/admin/schedule-exceptions', manage, async (req, res) => {
    const input = scheduleExceptionSchema.parse(req.body);
    res.status(201).json(await createException(ctx, actorOf(req), input));
  });

  router.put('/admin/schedule-exceptions/:id', manage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = scheduleExceptionSchema.parse(req.body);
    res.json(await updateException(ctx, actorOf(req), id, input));
  });

  router.delete('/admin/schedule-exceptions/:id', manage, async (req, res) => {
    await deleteException(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
