import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { HallBlock } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import type { HallClosureDto, HallClosureInput } from '@shared/schemas/hall-events';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { hallClosures } from '../db/schema';
import { AppError } from '../errors';
import { invalidateAvailability } from '../site';

type ClosureRow = typeof hallClosures.$inferSelect;

const toDto = (row: ClosureRow): HallClosureDto => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  blocks: row.blocks,
  label: row.label,
});

/** Every closure of the hall, the latest first. Only the hall's own: the restaurant's calendar never closes it. */
export async function listHallClosures(ctx: AppContext): Promise<HallClosureDto[]> {
  const rows = await ctx.db.select().from(hallClosures).orderBy(asc(hallClosures.startDate), asc(hallClosures.id));
  return rows.map(toDto);
}

/**
 * A closure takes no event off the calendar: what is already held or booked stays for staff to
 * call about; only new requests for the closed blocks are refused.
 */
export async function createHallClosure(
  ctx: AppContext,
  actor: Actor,
  input: HallClosureInput,
): Promise<HallClosureDto> {
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(hallClosures).values(input).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'hall-closure',
      entityId: row!.id,
      details: { ...input },
    });
    return toDto(row!);
  });
  invalidateAvailability(ctx.db);
  return created;
}

export async function deleteHallClosure(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(hallClosures).where(eq(hallClosures.id, id)).returning();
    if (!row) throw AppError.notFound(msg('hallRequest.closureNotFound'));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'hall-closure',
      entityId: id,
      details: { label: row.label },
    });
  });
  invalidateAvailability(ctx.db);
}

/** The closures that touch any date from `first` to `last`. */
export async function closuresBetween(db: Database, first: string, last: string): Promise<ClosureRow[]> {
  return db
    .select()
    .from(hallClosures)
    .where(and(lte(hallClosures.startDate, last), gte(hallClosures.endDate, first)));
}

/** The closure that closes `block` of `date`, if any (no blocks named: the whole day). */
export function closureOf(closures: readonly ClosureRow[], date: string, block: HallBlock): ClosureRow | null {
  return (
    closures.find(
      (closure) =>
        closure.startDate <= date &&
        closure.endDate >= date &&
        (closure.blocks.length === 0 || closure.blocks.includes(block)),
    ) ?? null
  );
}
