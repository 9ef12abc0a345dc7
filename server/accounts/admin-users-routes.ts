import { Router } from 'express';
import { createAdminUserSchema, updateAdminUserSchema } from '@shared/schemas/admin-user';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { createAdminUser, deleteAdminUser, listAdminUsers, updateAdminUser } from './admin-users';
import { parseId } from '../http/params';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('users.notFound');

export function adminUsersRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'users.view');
  const canManage = requirePermission(ctx.db, 'users.manage');

  router.get('/admin/users', canView, async (_req, res) => {
    res.json(await listAdminUsers(ctx));
  });

  router.post('/admin/users', canManage, async (req, res) => {
    const input = createAdminUserSchema.parse(req.body);
    res.status(201).json(await createAdminUser(ctx, actorOf(req), input));
  });

  // The full edit form, or only { isActive } for Activate/Deactivate.
  router.put('/admin/users/:id', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = updateAdminUserSchema.parse(req.body);
    res.json(await updateAdminUser(ctx, actorOf(req), id, input, { currentSessionId: req.sessionID }));
  });

  router.delete('/admin/users/:id', canManage, async (req, res) => {
    await deleteAdminUser(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
