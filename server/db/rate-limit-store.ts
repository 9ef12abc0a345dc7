import { eq, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Database } from './client';
import { rateLimitCounters } from './schema';

/**
 * express-rate-limit's counters in PostgreSQL, one row per limit and address, so every app
 * process on the database counts against the same limit. Time is the database's, which all
 * processes share.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const expired = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: this.keyOf(key), hits: 1, resetAt: this.windowEnd() })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${this.keyOf(key)} and ${rateLimitCounters.resetAt} > now()`);
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(eq(rateLimitCounters.key, this.keyOf(key)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${key}`;
  }

  private windowEnd() {
    return sql`now() + make_interval(secs => ${this.windowMs / 1000})`;
  }
}
