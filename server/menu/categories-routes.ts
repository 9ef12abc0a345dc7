import { Router } from 'express';
import { categorySchema, categoryUpdateSchema } from '@shared/schemas/menu';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { createCategory, deleteCategory, listCategories, readPublicCategories, updateCategory } from './categories';
import { parseId } from '../http/params';
import { sendCachedJson } from '../http/send-cached';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('menu.categoryNotFound');

export function categoriesRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'menu.view');
  const canManage = requirePermission(ctx.db, 'menu.manage');

  router.get('/categories', async (req, res) => {
    sendCachedJson(req, res, await readPublicCategories(ctx));
  });

  router.get('/admin/categories', canView, async (_req, res) => {
    res.json(await listCategories(ctx));
  });

  router.post('/admin/categories', canManage, async (req, res) => {
    const input = categorySchema.parse(req.body);
    res.status(201).json(await createCategory(ctx, actorOf(req), input));
  });

  router.put('/admin/categories/:id', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = categoryUpdateSchema.parse(req.body);
    res.json(await updateCategory(ctx, actorOf(req), id, input));
  });

  router.delete('/admin/categories/:id', canManage, async (req, res) => {
    await deleteCategory(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
