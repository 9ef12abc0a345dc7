import type { HallSettingsDto } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { loadSettings, readSettings } from '../site';

/** The hall's settings as the pages read them (each process keeps them 5 seconds). */
export async function hallSettings(ctx: AppContext): Promise<HallSettingsDto> {
  return (await readSettings(ctx.db)).hallEvents;
}

/** The hall's settings read in a transaction, for a write that depends on them. */
export async function hallSettingsIn(tx: Database): Promise<HallSettingsDto> {
  return (await loadSettings(tx)).hallEvents;
}
