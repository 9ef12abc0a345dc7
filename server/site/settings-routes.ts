import { Router } from 'express';
import { reservationSettingSchema, settingsUpdateSchema } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { getAdminSettings, getReservationSetting, setReservationsEnabled, updateSettings } from './settings';

export function settingsRouter(ctx: AppContext): Router {
  const router = Router();

  // Public although under /api/admin: the public reservation form reads it before it is shown.
  router.get('/admin/reservation-setting', async (_req, res) => {
    res.json(await getReservationSetting(ctx));
  });

  router.put('/admin/reservation-setting', requirePermission(ctx.db, 'settings.manage'), async (req, res) => {
    const input = reservationSettingSchema.parse(req.body);
    res.json(await setReservationsEnabled(ctx, actorOf(req), input));
  });

  router.get('/admin/settings', requirePermission(ctx.db, 'settings.view'), async (_req, res) => {
    res.json(await getAdminSettings(ctx));
  });

  router.put('/admin/settings', requirePermission(ctx.db, 'settings.manage'), async (req, res) => {
    const input = settingsUpdateSchema.parse(req.body);
    res.json(await updateSettings(ctx, actorOf(req), input));
  });

  return router;
}
