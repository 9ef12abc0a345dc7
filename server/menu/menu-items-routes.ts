import { Router } from 'express';
import { menuItemSchema, menuQuerySchema } from '@shared/schemas/menu';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import {
  createMenuItem,
  deleteMenuItem,
  listAllMenuItems,
  readFeaturedDishes,
  readPublicMenu,
  toggleAvailability,
  toggleFeatured,
  updateMenuItem,
} from './menu';
import { setSoldOut } from './sold-out';
import { parseId } from '../http/params';
import { sendCachedJson } from '../http/send-cached';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('menu.itemNotFound');

export function menuItemsRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'menu.view');
  const canManage = requirePermission(ctx.db, 'menu.manage');
  const canToggleAvailability = requirePermission(ctx.db, 'menu.availability');

  router.get('/menu-items', async (req, res) => {
    const { category } = menuQuerySchema.parse(req.query);
    sendCachedJson(req, res, await readPublicMenu(ctx, category));
  });

  router.get('/featured-dishes', async (req, res) => {
    sendCachedJson(req, res, await readFeaturedDishes(ctx));
  });

  router.get('/admin/menu-items', canView, async (_req, res) => {
    res.json(await listAllMenuItems(ctx));
  });

  router.post('/menu-items', canManage, async (req, res) => {
    const input = menuItemSchema.parse(req.body);
    res.status(201).json(await createMenuItem(ctx, actorOf(req), input));
  });

  router.put('/menu-items/:id', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = menuItemSchema.parse(req.body);
    res.json(await updateMenuItem(ctx, actorOf(req), id, input));
  });

  router.delete('/menu-items/:id', canManage, async (req, res) => {
    await deleteMenuItem(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  router.post('/menu-items/:id/toggle-featured', canManage, async (req, res) => {
    res.json(await toggleFeatured(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND)));
  });

  router.post('/menu-items/:id/toggle-availability', canToggleAvailability, async (req, res) => {
    res.json(await toggleAvailability(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND)));
  });

  router.post('/menu-items/:id/sold-out', canToggleAvailability, async (req, res) => {
    res.json(await setSoldOut(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND), true));
  });

  router.delete('/menu-items/:id/sold-out', canToggleAvailability, async (req, res) => {
    res.json(await setSoldOut(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND), false));
  });

  return router;
}
