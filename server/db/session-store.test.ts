import { eq } from 'drizzle-orm';
import type { SessionData } from 'express-session';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase } from '../../test-support/api/test-database';
import type { DatabaseHandle } from './client';
import { adminUsers, sessions } from './schema';
import { nightlyCleanUp } from '../jobs/housekeeping';
import { DrizzleSessionStore } from './session-store';

let database: DatabaseHandle;
let store: DrizzleSessionStore;
beforeAll(async () => {
  database = await openTestDatabase();
  store = new DrizzleSessionStore(database.db);
});
afterAll(async () => {
  store.close();
  await database.close();
});

const call = <T>(fn: (cb: (error?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));

function sessionExpiringIn(ms: number, extra: Record<string, unknown> = {}): SessionData {
  return { cookie: { originalMaxAge: ms, expires: new Date(Date.now() + ms) }, ...extra } as unknown as SessionData;
}

const uniqueSid = () => `sid-${Math.random().toString(36).slice(2)}`;

describe('DrizzleSessionStore', () => {
  test('a stored session reads back until it is destroyed', async () => {
    const sid = uniqueSid();
    await call((cb) => store.set(sid, sessionExpiringIn(60_000, { adminId: 7 }), cb));
    expect(await call<SessionData | null>((cb) => store.get(sid, cb))).toMatchObject({ adminId: 7 });

    await call((cb) => store.set(sid, sessionExpiringIn(60_000, { adminId: 8 }), cb));
    expect(await call<SessionData | null>((cb) => store.get(sid, cb))).toMatchObject({ adminId: 8 });

    await call((cb) => store.destroy(sid, cb));
    expect(await call((cb) => store.get(sid, cb))).toBeNull();
  });

  test("a signed-in admin's session records who it belongs to", async () => {
    const [owner] = await database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, 'owner'));
    const sid = uniqueSid();
    await call((cb) => store.set(sid, sessionExpiringIn(60_000, { adminUserId: owner?.id }), cb));
    const [row] = await database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row?.adminUserId).toBe(owner?.id);
  });

  test('a touch soon after a write does not write again', async () => {
    const sid = uniqueSid();
    await call((cb) => store.set(sid, sessionExpiringIn(60_000), cb));
    const [before] = await database.db.select().from(sessions).where(eq(sessions.sid, sid));
    await call((cb) => store.touch(sid, sessionExpiringIn(3_600_000), cb));
    const [after] = await database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(after?.expire.getTime()).toBe(before?.expire.getTime());
  });

  test('an expired session is not returned, and the nightly clean-up deletes it', async () => {
    const sid = uniqueSid();
    await call((cb) => store.set(sid, sessionExpiringIn(-1000, { adminId: 9 }), cb));
    expect(await call((cb) => store.get(sid, cb))).toBeNull();
    await nightlyCleanUp(database.db, new Date(), []);
    expect(await database.db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
  });
});
