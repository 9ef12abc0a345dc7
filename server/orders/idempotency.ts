import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { and, eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { ORDERING } from '@shared/ordering-constants';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

/** The `Idempotency-Key` header, 8 to 100 characters; without one the request is refused. */
export function idempotencyKeyOf(req: Request): string {
  const key = req.get('Idempotency-Key')?.trim() ?? '';
  if (key.length < ORDERING.minIdempotencyKeyLength || key.length > ORDERING.maxIdempotencyKeyLength) {
    const message = msg('ordering.idempotencyKey', {
      min: ORDERING.minIdempotencyKeyLength,
      max: ORDERING.maxIdempotencyKeyLength,
    });
    throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', message);
  }
  return key;
}

/** SHA-256 of the body as received (its JSON), so the same key with another body is told apart. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Claims `key` inside the caller's transaction. A new key answers null (go on, then `settleKey`
 * with what was made). A key already claimed waits for its transaction (the primary key blocks a
 * concurrent insert until the first commits) and answers the resource it made; the same key with
 * another body is a 409.
 */
export async function claimKey(
  tx: Database,
  scope: string,
  key: string,
  hash: string,
  createdAt: Date,
): Promise<number | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, createdAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const [existing] = await tx.select().from(idempotencyKeys).where(thisKey);
  if (existing && existing.createdAt.getTime() < createdAt.getTime() - ORDERING.idempotencyKeyHours * 3_600_000) {
    // Kept past its day (the nightly clean-up has not come yet): the key starts over.
    await tx.update(idempotencyKeys).set({ requestHash: hash, resourceId: null, createdAt }).where(thisKey);
    return null;
  }
  if (!existing || existing.requestHash !== hash || existing.resourceId === null) {
    throw AppError.conflict(msg('ordering.idempotencyKeyReused'));
  }
  return existing.resourceId;
}

export async function settleKey(tx: Database, scope: string, key: string, resourceId: number): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ resourceId })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
