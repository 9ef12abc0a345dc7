import { Router } from 'express';
import type { ReservationSettingDto } from '../../shared/schemas/settings';
import { reservationSettingSchema, settingsUpdateSchema } from '../../shared/schemas/settings';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { getAdminSettings, readSettings, setReservationsEnabled, updateSettings } from '../services/settings';

export function settingsRouter(ctx: AppContext): Router {
  const router = Router();

  // Public although under /api/admin: the public form reads it before sending (architecture 7).
  router.get('/admin/reservation-setting', async (_req, res) => {
    const { reservationsEnabled } = await readSettings(ctx.db);
    res.json({ enabled: reservationsEnabled } satisfies ReservationSettingDto);
  });

  router.put('/admin/reservation-setting', requirePermission(ctx.db, 'settings.manage'), async (req, res) => {
    const { enabled } = reservationSettingSchema.parse(req.body);
    res.json({ enabled: await setReservationsEnabled(ctx, enabled, actorOf(req)) } satisfies ReservationSettingDto);
  });

  router.get('/admin/settings', requirePermission(ctx.db, 'settings.view'), async (_req, res) => {
    res.json(await getAdminSettings(ctx.db));
  });

  router.put('/admin/settings', requirePermission(ctx.db, 'settings.manage'), async (req, res) => {
    const input = settingsUpdateSchema.parse(req.body);
    res.json(await updateSettings(ctx, input, actorOf(req)));
  });

  return router;
}
