import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A short-lived in-process cache of loaded values, cleared on every write through any app process
 * (services/change-feed.ts). The lifetime bounds how long a copy can outlive a change that was
 * not heard (while the listener reconnects).
 */
export interface TtlCache<T> {
  /** The cached value for `key`, loading it on a miss. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

// Past this many keys, expired entries are swept on the next miss, so keys that are never asked
// again (a date, a month) do not pile up.
const SWEEP_ABOVE = 200;

export function createTtlCache<T>(ttlMs: number): TtlCache<T> {
  let generation = 0;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size > SWEEP_ABOVE) {
        for (const [entryKey, entry] of entries) if (entry.expires <= now) entries.delete(entryKey);
      }
      const startedIn = generation;
      const value = load();
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

export interface CachedJson {
  body: string;
  /** A strong ETag: a hash of the body. */
  etag: string;
  /** The body gzipped once, for the browsers that accept it (all of them), when worth it. */
  gzip?: { body: Buffer; etag: string };
}

/** A TtlCache of JSON answers, each serialised, hashed and gzipped once when it is loaded. */
export interface JsonCache {
  get(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  invalidate(): void;
}

// Below this a gzip header costs about what it saves (the compression middleware's own threshold).
const GZIP_MIN_BYTES = 1024;

function toCachedJson(data: unknown): CachedJson {
  const body = JSON.stringify(data);
  const hash = createHash('sha1').update(body).digest('base64url');
  // Two encodings of one body are two representations: each gets its own strong ETag.
  const gzip = Buffer.byteLength(body) >= GZIP_MIN_BYTES ? { body: gzipSync(body), etag: `"${hash}-gzip"` } : undefined;
  return { body, etag: `"${hash}"`, gzip };
}

export function createJsonCache(ttlMs: number): JsonCache {
  const cache = createTtlCache<CachedJson>(ttlMs);
  return {
    get: (key, load) => cache.get(key, () => load().then(toCachedJson)),
    invalidate: () => cache.invalidate(),
  };
}
