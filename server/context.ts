import type { Database, DatabaseDriver } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';

export const SESSION_COOKIE_NAME = 'selam.sid';

/** How many requests one IP may make in a window; 0 switches a limit off. */
export interface RateLimits {
  /** Public bookings and catering requests per IP per hour. */
  publicWritesPerHour: number;
  /** Forgot-password and request-username per IP per hour. */
  accountEmailsPerHour: number;
  /** Reset links, and username reminders, emailed for one account per hour, whoever asks. */
  emailsPerAccountPerHour: number;
  /** Failed sign-ins per username in 15 minutes before it is locked for the rest of the window. */
  loginFailuresPerUsername: number;
  /** Failed sign-ins per IP in 15 minutes. */
  loginFailuresPerIp: number;
  /** Requests to a diner's manage or waitlist-offer links per IP per hour. */
  manageActionsPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  publicWritesPerHour: 30,
  accountEmailsPerHour: 10,
  emailsPerAccountPerHour: 3,
  loginFailuresPerUsername: 5,
  loginFailuresPerIp: 20,
  manageActionsPerHour: 30,
};

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
  /** The site's address for links in emails, without a trailing slash. */
  publicUrl: string;
  rateLimits: RateLimits;
}
