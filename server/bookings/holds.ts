import { msg } from '@shared/messages/message';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { RESERVATION } from '@shared/constants';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { AppError } from '../errors';
import type { Settings } from '../site';
import { queueWaitlistCheck } from './waitlist-check';

const HOLD_MINUTES = RESERVATION.confirmByEmailMinutes;

/** Until when a new online booking holds its table, or null when the setting is off. */
export function holdUntil(settings: Settings, now: Date): Date | null {
  return settings.booking.confirmByEmail ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null;
}

/**
 * Cancels the bookings whose hold ran out unconfirmed (of one date, or of all), inside `tx`,
 * and queues the waitlist check of each date that got room back. Answers those dates.
 */
export async function releaseLapsedHolds(
  tx: Database,
  ctx: Pick<AppContext, 'now' | 'jobs'>,
  date?: string,
): Promise<string[]> {
  const released = await tx
    .update(reservations)
    .set({ status: 'cancelled', revision: sql`${reservations.revision} + 1` })
    .where(
      and(
        eq(reservations.status, 'pending'),
        isNotNull(reservations.holdExpiresAt),
        lte(reservations.holdExpiresAt, ctx.now()),
        date === undefined ? undefined : eq(reservations.date, date),
      ),
    )
    .returning({ date: reservations.date });
  const dates = [...new Set(released.map((row) => row.date))];
  for (const day of dates) await queueWaitlistCheck(tx, ctx, day);
  return dates;
}

/**
 * The diner confirms a held booking through its manage link (locked `row`): the hold ends and
 * the booking keeps its table. Confirming again, or a booking never held, changes nothing; one
 * already released is gone.
 */
export async function confirmHold(
  tx: Database,
  ctx: Pick<AppContext, 'now'>,
  row: HeldRow,
  phone: string,
): Promise<void> {
  if (!row.holdExpiresAt) return;
  if (row.status !== 'pending' || holdLapsed(row, ctx.now())) throw holdReleased(phone);
  await tx.update(reservations).set({ holdExpiresAt: null }).where(eq(reservations.id, row.id));
}

type HeldRow = { id: number; status: string; holdExpiresAt: Date | null };

/** A pending booking whose hold ran out unconfirmed: released, whether or not the job has run yet. */
export function holdLapsed(row: Pick<HeldRow, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  return row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt <= now;
}

export function holdReleased(phone: string): AppError {
  return AppError.conflict(msg('reservation.holdReleased', { minutes: HOLD_MINUTES, phone }));
}
