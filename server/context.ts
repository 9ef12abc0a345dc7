import type { Database, DatabaseDriver } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { ImageCache } from './image-cache';
import type { RateLimits } from './rate-limits';

export const SESSION_COOKIE_NAME = 'selam.sid';
/** A random id that marks a browser an admin has signed in from (see accounts/sign-in.ts). */
export const DEVICE_COOKIE_NAME = 'selam.device';

/** What every router and service needs, built once in createApp. */
export interface AppContext {
  db: Database;
  driver: DatabaseDriver;
  env: Env;
  timeZone: string;
  /** The clock; tests pass a fixed one to check time rules (lead time, "today"). */
  now(): Date;
  mailer: Mailer;
  /** Background work (mail, reminders, clean-up) on the database's job queue. */
  jobs: JobQueue;
  /** The site's address for links in emails and pages, without a trailing slash (env.ts siteUrl). */
  publicUrl: string;
  rateLimits: RateLimits;
  /**
   * Starts the key of every per-address counter kept in the database: empty in production; each
   * test app has its own, so tests sharing one database never count each other's requests.
   */
  rateLimitKeyPrefix: string;
  /** The files images are served from: originals and their variants, made on first request. */
  imageCache: ImageCache;
  /**
   * The session secrets, newest first: the first derives new secret links (an order's status
   * token), every one is tried when a stored link is derived again after a rotation.
   */
  signingSecrets: readonly [string, ...string[]];
  /** How often a live stream sends a comment so proxies keep it open; tests shorten it. */
  streamHeartbeatMs: number;
}
