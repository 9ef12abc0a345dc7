import { asc, desc, eq } from 'drizzle-orm';
import { blocksNeededFor, eventMinutes } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import type { AdminEventPackageDto, EventPackageInput } from '@shared/schemas/hall-events';
import { recordAudit, type Actor } from '../audit';
import type { CachedJson } from '../cache';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { eventPackages } from '../db/schema';
import { AppError } from '../errors';
import { cachedAvailabilityAnswer, invalidateAvailability } from '../site';
import { hallSettings, hallSettingsIn } from './hall-settings';
import { toAdminPackageDto, toPackageDto, type EventPackageRow } from './package-dto';

const NOT_FOUND = msg('hallRequest.packageMissing');
const byPopularity = [desc(eventPackages.popularity), asc(eventPackages.name), asc(eventPackages.id)];

/**
 * `GET /api/event-packages`: the active packages, most popular first. Kept with the availability
 * answers (a couple of seconds), which every hall write and settings change clears.
 */
export function readPublicPackages(ctx: AppContext): Promise<CachedJson> {
  return cachedAvailabilityAnswer(ctx.db, 'hall-packages', async () => {
    const { blocks } = await hallSettings(ctx);
    const rows = await ctx.db
      .select()
      .from(eventPackages)
      .where(eq(eventPackages.isActive, true))
      .orderBy(...byPopularity);
    return rows.map((row) => toPackageDto(row, blocks));
  });
}

export async function listAdminPackages(ctx: AppContext): Promise<AdminEventPackageDto[]> {
  const { blocks } = await hallSettings(ctx);
  const rows = await ctx.db
    .select()
    .from(eventPackages)
    .orderBy(...byPopularity);
  return rows.map((row) => toAdminPackageDto(row, blocks));
}

function rowValues(input: EventPackageInput) {
  const { image, ...rest } = input;
  return { ...rest, imageUrl: image };
}

/** A package no day of the hall can hold (longer than all three blocks) is refused on its duration. */
async function assertFitsADay(tx: Database, input: EventPackageInput) {
  const { blocks } = await hallSettingsIn(tx);
  if (blocksNeededFor(eventMinutes(input), blocks) === 0)
    throw AppError.invalid({ duration: [msg('hallRequest.packageFitsNoDay')] });
  return blocks;
}

/** The public list and the hall page (rendered on the server) show packages: both drop their copies. */
function packagesChanged(ctx: AppContext): void {
  invalidateAvailability(ctx.db);
  publishChange(ctx.db, 'menu');
}

export async function createPackage(
  ctx: AppContext,
  actor: Actor,
  input: EventPackageInput,
): Promise<AdminEventPackageDto> {
  const created = await ctx.db.transaction(async (tx) => {
    const blocks = await assertFitsADay(tx, input);
    const [row] = await tx.insert(eventPackages).values(rowValues(input)).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'event-package',
      entityId: row!.id,
      details: { name: input.name },
    });
    return toAdminPackageDto(row!, blocks);
  });
  packagesChanged(ctx);
  return created;
}

export async function updatePackage(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: EventPackageInput,
): Promise<AdminEventPackageDto> {
  const updated = await ctx.db.transaction(async (tx) => {
    const blocks = await assertFitsADay(tx, input);
    const [row] = await tx
      .update(eventPackages)
      .set({ ...rowValues(input), updatedAt: new Date() })
      .where(eq(eventPackages.id, id))
      .returning();
    if (!row) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'event-package',
      entityId: id,
      details: { name: input.name },
    });
    return toAdminPackageDto(row, blocks);
  });
  packagesChanged(ctx);
  return updated;
}

/** Requests made with the package keep their copy of it (their package id becomes null). */
export async function deletePackage(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(eventPackages)
      .where(eq(eventPackages.id, id))
      .returning({ name: eventPackages.name });
    if (!row) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'event-package',
      entityId: id,
      details: { name: row.name },
    });
  });
  packagesChanged(ctx);
}

/** A package as a request reads it, in the request's transaction. */
export async function packageFor(tx: Database, id: number): Promise<EventPackageRow | null> {
  const [row] = await tx.select().from(eventPackages).where(eq(eventPackages.id, id));
  return row ?? null;
}
