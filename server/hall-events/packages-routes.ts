import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { eventPackageSchema } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { parseId } from '../http/params';
import { sendCachedJson } from '../http/send-cached';
import { actorOf, requirePermission } from '../middleware/auth';
import { hallClosuresRouter } from './hall-closures-routes';
import { hallSettingsRouter } from './hall-settings-routes';
import { createPackage, deletePackage, listAdminPackages, readPublicPackages, updatePackage } from './packages';

const NOT_FOUND = msg('hallRequest.packageMissing');

/** The hall's packages, and the back office's hall settings and closures beside them. */
export function eventPackagesRouter(ctx: AppContext): Router {
  const router = Router();
  const view = requirePermission(ctx.db, 'hallEvents.view');
  const manage = requirePermission(ctx.db, 'hallEvents.manage');

  router.get('/event-packages', async (req, res) => {
    sendCachedJson(req, res, await readPublicPackages(ctx));
  });

  router.get('/admin/event-packages', view, async (_req, res) => {
    res.json(await listAdminPackages(ctx));
  });
  router.post('/admin/event-packages', manage, async (req, res) => {
    res.status(201).json(await createPackage(ctx, actorOf(req), eventPackageSchema.parse(req.body)));
  });
  router.put('/admin/event-packages/:id', manage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await updatePackage(ctx, actorOf(req), id, eventPackageSchema.parse(req.body)));
  });
  router.delete('/admin/event-packages/:id', manage, async (req, res) => {
    await deletePackage(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  router.use(hallSettingsRouter(ctx));
  router.use(hallClosuresRouter(ctx));
  return router;
}
