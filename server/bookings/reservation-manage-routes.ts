import { Router } from 'express';
import { manageReservationChangeSchema } from '@shared/schemas/reservation';
import type { AppContext } from '../context';
import { secretLinkLimit } from '../middleware/secret-link-limit';
import {
  cancelManagedReservation,
  changeManagedReservation,
  confirmManagedReservation,
  getManagedReservation,
  managedReservationIcs,
} from './reservation-manage';

/** The diner's own booking, opened by the token of a manage link: no sign-in, a per-IP limit. */
export function reservationManageRouter(ctx: AppContext): Router {
  const router = Router();
  router.use('/manage/reservations', secretLinkLimit(ctx));

  router.get('/manage/reservations/:token', async (req, res) => {
    res.json(await getManagedReservation(ctx, req.params.token));
  });

  router.post('/manage/reservations/:token/cancel', async (req, res) => {
    res.json(await cancelManagedReservation(ctx, req.params.token));
  });

  router.post('/manage/reservations/:token/confirm', async (req, res) => {
    res.json(await confirmManagedReservation(ctx, req.params.token));
  });

  router.put('/manage/reservations/:token', async (req, res) => {
    res.json(
      await changeManagedReservation(
        ctx,
        req.params.token,
        manageReservationChangeSchema.parse(req.body),
        req.ip ?? 'unknown',
      ),
    );
  });

  router.get('/manage/reservations/:token/calendar.ics', async (req, res) => {
    const ics = await managedReservationIcs(ctx, req.params.token);
    res.type('text/calendar; charset=utf-8').attachment('reservation.ics').send(ics);
  });

  return router;
}
