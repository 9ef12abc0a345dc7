import { createJsonCache, type CachedJson, type JsonCache } from '../cache';
import type { Database } from '../db/client';

// The public availability answers, and the calendar reads behind the open/closed status, are
// kept at most this long. Any booking, calendar or settings change made through this process
// drops them at once; another process's change shows within this time. A booking itself never
// reads these copies.
const TTL_MS = 2_000;

interface Caches {
  answers: JsonCache;
  values: Map<string, { value: Promise<unknown>; expires: number }>;
}

// One set per database handle, so each app (and each test app) has its own.
const caches = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let entry = caches.get(db);
  if (!entry) {
    entry = { answers: createJsonCache(TTL_MS), values: new Map() };
    caches.set(db, entry);
  }
  return entry;
}

/** A public availability answer, serialised (and gzipped) once and kept for a couple of seconds. */
export function cachedAvailabilityAnswer(db: Database, key: string, load: () => Promise<unknown>): Promise<CachedJson> {
  return cachesOf(db).answers.get(key, load);
}

/** A calendar read (such as today's exceptions) kept for a couple of seconds. */
export function cachedCalendarRead<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const { values } = cachesOf(db);
  const now = Date.now();
  const hit = values.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (values.size > 100) {
    for (const [entryKey, entry] of values) if (entry.expires <= now) values.delete(entryKey);
  }
  const value = load();
  values.set(key, { value, expires: now + TTL_MS });
  value.catch(() => {
    if (values.get(key)?.value === value) values.delete(key);
  });
  return value;
}

export function invalidateAvailability(db: Database): void {
  const entry = caches.get(db);
  entry?.answers.invalidate();
  entry?.values.clear();
}
