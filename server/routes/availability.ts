import { Router } from 'express';
import { availabilityQuerySchema, monthAvailabilityQuerySchema } from '@shared/schemas/schedule';
import type { AppContext } from '../context';
import { getAvailability, getMonthAvailability } from '../services/availability';

// Shared caches may keep an answer this long; it names no one, and a booking re-checks everything.
const CACHE_CONTROL = 'public, max-age=2';

export function availabilityRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/availability', async (req, res) => {
    const query = availabilityQuerySchema.parse(req.query);
    const answer = await getAvailability(ctx, query);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.json(answer);
  });

  router.get('/availability/month', async (req, res) => {
    const { month } = monthAvailabilityQuerySchema.parse(req.query);
    const answer = await getMonthAvailability(ctx, month);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.json(answer);
  });

  return router;
}
