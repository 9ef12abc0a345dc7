import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@shared/business-info';
import { orderingSettingsSchema, type OrderingSettings, type OrderingSettingsUpdate } from '@shared/schemas/ordering';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { invalidateSettings, loadSettings, readSettings, writeSetting } from '../site';

/** How pickup orders are taken, as stored (each missing or damaged value at its default). */
export async function getOrderingSettings(ctx: AppContext): Promise<OrderingSettings> {
  return (await readSettings(ctx.db)).ordering;
}

/**
 * Merges the given fields into the stored ordering settings. Two managers saving at once are
 * taken one after the other, so neither's fields are lost.
 */
export async function updateOrderingSettings(
  ctx: AppContext,
  actor: Actor,
  update: OrderingSettingsUpdate,
): Promise<OrderingSettings> {
  const merged = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${SETTING_KEYS.ordering}`}))`);
    const stored = (await loadSettings(tx)).ordering;
    const next = orderingSettingsSchema.parse({ ...stored, ...update });
    await writeSetting(tx, SETTING_KEYS.ordering, next);
    await recordAudit(tx, actor, { action: 'update', entity: 'ordering-settings', details: { ...update } });
    return next;
  });
  invalidateSettings(ctx.db);
  return merged;
}
