import { Router } from 'express';
import {
  availabilityQuerySchema,
  monthAvailabilityQuerySchema,
  reservationDayQuerySchema,
} from '@shared/schemas/schedule';
import type { AppContext } from '../context';
import { requirePermission } from '../middleware/auth';
import { getAvailability, getMonthAvailability, getReservationDay } from './availability';
import { sendCachedJson } from '../http/send-cached';

// Shared caches may keep an answer this long; it names no one, and a booking re-checks everything.
const CACHE_CONTROL = 'public, max-age=2';

export function availabilityRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/availability', async (req, res) => {
    const query = availabilityQuerySchema.parse(req.query);
    sendCachedJson(req, res, await getAvailability(ctx, query), CACHE_CONTROL);
  });

  router.get('/availability/month', async (req, res) => {
    const { month } = monthAvailabilityQuerySchema.parse(req.query);
    sendCachedJson(req, res, await getMonthAvailability(ctx, month), CACHE_CONTROL);
  });

  // Staff's view of one day: its periods, slots and bookings, for the reservation screens.
  router.get('/admin/reservation-day', requirePermission(ctx.db, 'reservations.manage'), async (req, res) => {
    const { date } = reservationDayQuerySchema.parse(req.query);
    res.json(await getReservationDay(ctx, date));
  });

  return router;
}
