import { createJsonCache, createTtlCache, type CachedJson } from '../cache';
import type { Database } from '../db/client';
import { publishChange } from '../db/change-feed';
import { cachesPerDatabase } from '../db/database-caches';

// The public availability answers, and the calendar reads behind the open/closed status, are
// kept at most this long. Any booking, calendar or settings change, made through this process or
// another one, drops them at once. A booking itself never reads these copies.
const TTL_MS = 2_000;

// The answers are built from the settings too.
const cachesOf = cachesPerDatabase(['availability', 'settings'], () => ({
  answers: createJsonCache(TTL_MS),
  reads: createTtlCache<unknown>(TTL_MS),
}));

/** A public availability answer, serialised (and gzipped) once and kept for a couple of seconds. */
export function cachedAvailabilityAnswer(db: Database, key: string, load: () => Promise<unknown>): Promise<CachedJson> {
  return cachesOf(db).answers.get(key, load);
}

/** A calendar read (such as today's exceptions) kept for a couple of seconds. */
export function cachedCalendarRead<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  return cachesOf(db).reads.get(key, load) as Promise<T>;
}

/** Call after a booking or calendar write has committed. */
export function invalidateAvailability(db: Database): void {
  publishChange(db, 'availability');
}
