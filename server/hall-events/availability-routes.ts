import { Router } from 'express';
import { hallMonthQuerySchema } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { sendCachedJson } from '../http/send-cached';
import { requirePermission } from '../middleware/auth';
import { readHallAvailability, readHallCalendar, readHallInfo } from './availability';

// Shared caches may keep an answer this long; it names no one, and a request re-checks everything.
const CACHE_CONTROL = 'public, max-age=2';

export function hallAvailabilityRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/hall/availability', async (req, res) => {
    const { month } = hallMonthQuerySchema.parse(req.query);
    sendCachedJson(req, res, await readHallAvailability(ctx, month), CACHE_CONTROL);
  });

  router.get('/hall/info', async (_req, res) => {
    res.json(await readHallInfo(ctx));
  });

  router.get('/admin/hall/calendar', requirePermission(ctx.db, 'hallEvents.view'), async (req, res) => {
    const { month } = hallMonthQuerySchema.parse(req.query);
    res.json(await readHallCalendar(ctx, month));
  });

  return router;
}
