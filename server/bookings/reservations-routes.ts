import { Router, type RequestHandler } from 'express';
import { can } from '@shared/permissions';
import { isStatusOnlyUpdate } from '@shared/schemas/common';
import {
  publicReservationSchema,
  reservationListQuerySchema,
  reservationSchema,
  reservationSpamSchema,
  reservationStatusSchema,
  reservationUpdateSchema,
} from '@shared/schemas/reservation';
import type { AppContext } from '../context';
import { actorOf, currentAdmin, requirePermission } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import {
  createPublicReservation,
  createStaffReservation,
  deleteReservation,
  listBookedGuests,
  listReservations,
  updateReservation,
} from './reservations';
import { markBookingsAsSpam, relatedOnlineBookings } from './spam-bookings';
import { parseId } from '../http/params';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('reservation.notFound');

export function reservationsRouter(ctx: AppContext): Router {
  const router = Router();
  const manage = requirePermission(ctx.db, 'reservations.manage');

  // One path serves both forms: a session allowed to manage reservations makes it a staff
  // booking by phone; anyone else books as a diner, under the per-IP limit.
  const staffSession: RequestHandler = async (req, _res, next) => {
    const admin = await currentAdmin(ctx.db, req);
    if (admin && can(admin.role, 'reservations.manage')) req.admin = admin;
    next();
  };
  const publicLimit = perIpLimit(ctx, {
    name: 'bookings',
    limit: ctx.rateLimits.publicWritesPerHour,
    message: msg('reservation.tooMany'),
  });
  const limitDiners: RequestHandler = (req, res, next) => (req.admin ? next() : publicLimit(req, res, next));

  router.post('/reservations', staffSession, limitDiners, async (req, res) => {
    const reservation = req.admin
      ? await createStaffReservation(ctx, actorOf(req), reservationSchema.parse(req.body))
      : await createPublicReservation(ctx, publicReservationSchema.parse(req.body), req.ip ?? 'unknown');
    res.status(201).json(reservation);
  });

  router.get('/reservations', async (req, res) => {
    const { date } = reservationListQuerySchema.parse(req.query);
    res.json(await listBookedGuests(ctx, date));
  });

  router.get('/admin/reservations', manage, async (_req, res) => {
    res.json(await listReservations(ctx));
  });

  router.get('/admin/reservations/:id/related', manage, async (req, res) => {
    res.json(await relatedOnlineBookings(ctx, parseId(req.params.id, NOT_FOUND)));
  });

  router.post('/admin/reservations/spam', manage, async (req, res) => {
    res.json(await markBookingsAsSpam(ctx, actorOf(req), reservationSpamSchema.parse(req.body)));
  });

  router.put('/reservations/:id', manage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = isStatusOnlyUpdate(req.body)
      ? reservationStatusSchema.parse(req.body)
      : reservationUpdateSchema.parse(req.body);
    res.json(await updateReservation(ctx, actorOf(req), id, input));
  });

  router.delete('/reservations/:id', manage, async (req, res) => {
    await deleteReservation(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
