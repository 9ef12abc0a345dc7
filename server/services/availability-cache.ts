import type { Database } from '../db/client';

// The public availability reads are answered from a copy at most this old. Any booking or
// calendar change made through this process drops the copy at once; another process's
// change shows within this time. A booking itself never reads this copy.
const TTL_MS = 2_000;

const caches = new WeakMap<Database, Map<string, { value: Promise<unknown>; expires: number }>>();

/** The cached answer for `key`, or a new one from `load` kept for a couple of seconds. */
export function cachedAvailability<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (cache.size > 500) {
    for (const [entryKey, entry] of cache) if (entry.expires <= now) cache.delete(entryKey);
  }
  const value = load();
  cache.set(key, { value, expires: now + TTL_MS });
  value.catch(() => cache.delete(key));
  return value;
}

export function invalidateAvailability(db: Database): void {
  caches.delete(db);
}
