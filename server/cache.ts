import { createHash } from 'node:crypto';

/**
 * A short-lived in-process cache of JSON answers, cleared on every write through this process.
 * The lifetime bounds how long another app process can serve a stale copy (architecture
 * section 11).
 */
export interface JsonCache {
  /** The cached answer for `key`, loading and serialising it on a miss. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  invalidate(): void;
}

export interface CachedJson {
  body: string;
  /** A strong ETag: a hash of the body. */
  etag: string;
}

export function createJsonCache(ttlMs: number): JsonCache {
  let generation = 0;
  const entries = new Map<string, { value: Promise<CachedJson>; expires: number }>();
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const startedIn = generation;
      const value = load().then((data) => {
        const body = JSON.stringify(data);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      entries.set(key, { value, expires: now + ttlMs });
      // A failed load is not remembered; a load that raced a write is not kept past it.
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then(() => {
        if (generation !== startedIn) forget();
      }, forget);
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
