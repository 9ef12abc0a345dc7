import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventLinks } from '../db/schema';

/** 24 random bytes: 192 bits, written as 32 base64url characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export type EventLinkKind = 'request' | 'proposal';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mints a client's link to an event and keeps only its hash; the token goes into one email. */
export async function mintEventLink(tx: Database, bookingId: number, kind: EventLinkKind): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.insert(eventLinks).values({ tokenHash: hashToken(token), bookingId, kind });
  return token;
}

/** The event a link opens, or null: a string that cannot be one of ours is refused without a query. */
export async function eventOfLink(db: Database, token: string, kind: EventLinkKind): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({ bookingId: eventLinks.bookingId })
    .from(eventLinks)
    .where(and(eq(eventLinks.tokenHash, hashToken(token)), eq(eventLinks.kind, kind)));
  return link?.bookingId ?? null;
}
