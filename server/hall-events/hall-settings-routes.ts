import { Router } from 'express';
import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@shared/business-info';
import { hallSettingsSchema, type HallSettings, type HallSettingsDto } from '@shared/schemas/hall-events';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { invalidateSettings, writeSetting } from '../site';
import { hallSettings, hallSettingsIn } from './hall-settings';

/**
 * Stores the hall's settings. A change of the cancellation policy's text (in either language)
 * raises its version, which each proposal keeps with the text the client agreed to.
 */
export async function updateHallSettings(ctx: AppContext, actor: Actor, input: HallSettings): Promise<HallSettingsDto> {
  const saved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${SETTING_KEYS.hallEvents}`}))`);
    const stored = await hallSettingsIn(tx);
    const policyChanged =
      stored.cancellationPolicy.en !== input.cancellationPolicy.en ||
      (stored.cancellationPolicy.am ?? null) !== (input.cancellationPolicy.am ?? null);
    const next: HallSettingsDto = { ...input, policyVersion: stored.policyVersion + (policyChanged ? 1 : 0) };
    await writeSetting(tx, SETTING_KEYS.hallEvents, next);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'hall-settings',
      details: { policyVersion: next.policyVersion, policyChanged },
    });
    return next;
  });
  invalidateSettings(ctx.db);
  return saved;
}

export function hallSettingsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/hall-settings', requirePermission(ctx.db, 'hallEvents.view'), async (_req, res) => {
    res.json(await hallSettings(ctx));
  });
  router.put('/admin/hall-settings', requirePermission(ctx.db, 'hallEvents.manage'), async (req, res) => {
    res.json(await updateHallSettings(ctx, actorOf(req), hallSettingsSchema.parse(req.body)));
  });
  return router;
}
