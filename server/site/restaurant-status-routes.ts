import { Router } from 'express';
import { restaurantStatusOverrideSchema } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { getRestaurantStatus, setRestaurantMode } from './restaurant-status';

export function restaurantStatusRouter(ctx: AppContext): Router {
  const router = Router();

  // Polled every 30 s by every open page; it depends on the minute, so it keeps the API's no-store.
  router.get('/restaurant-status', async (_req, res) => {
    res.json(await getRestaurantStatus(ctx));
  });

  router.post('/admin/restaurant-status', requirePermission(ctx.db, 'restaurant.status'), async (req, res) => {
    const input = restaurantStatusOverrideSchema.parse(req.body);
    res.json(await setRestaurantMode(ctx, actorOf(req), input));
  });

  return router;
}
