import { eq } from 'drizzle-orm';
import session from 'express-session';
import type { Database } from './client';
import { sessions } from './schema';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
const FORGET_WRITES_EVERY_MS = 15 * 60 * 1000;
// express-session touches on every request; polling admin tabs would write a row every few
// seconds. Moving the expiry by less than this is not worth a write.
const TOUCH_AFTER_MS = 60 * 1000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * express-session store on our own drizzle connection, so it works on PGlite and PostgreSQL
 * alike and sessions survive restarts and are shared by every app process.
 */
export class DrizzleSessionStore extends session.Store {
  private readonly forgetTimer: NodeJS.Timeout;
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly db: Database) {
    super();
    // Expired rows are deleted by the nightly clean-up job; this only bounds the memory of writes.
    this.forgetTimer = setInterval(() => this.forgetOldWrites(), FORGET_WRITES_EVERY_MS);
    this.forgetTimer.unref();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select({ sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expire.getTime() <= Date.now()) callback(null, null);
        else callback(null, row.sess as session.SessionData);
      }, callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const expire = expiryOf(data);
    const adminUserId = adminUserIdOf(data);
    this.lastWrite.set(sid, Date.now());
    this.db
      .insert(sessions)
      .values({ sid, sess: data, expire, adminUserId })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire, adminUserId } })
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const last = this.lastWrite.get(sid);
    if (last !== undefined && Date.now() - last < TOUCH_AFTER_MS) {
      callback?.();
      return;
    }
    this.lastWrite.set(sid, Date.now());
    this.db
      .update(sessions)
      .set({ expire: expiryOf(data) })
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.lastWrite.delete(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  forgetOldWrites(now = Date.now()): void {
    for (const [sid, at] of this.lastWrite) if (now - at > TOUCH_AFTER_MS) this.lastWrite.delete(sid);
  }

  close(): void {
    clearInterval(this.forgetTimer);
  }
}

/** Sessions of signed-in admins carry `adminUserId` (set at login). */
function adminUserIdOf(data: session.SessionData): number | null {
  const id = (data as { adminUserId?: unknown }).adminUserId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function expiryOf(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  if (expires) return new Date(expires);
  return new Date(Date.now() + DEFAULT_TTL_MS);
}
