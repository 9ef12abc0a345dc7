import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A short-lived in-process cache of loaded values, cleared on every write through any app process
 * (db/change-feed.ts). The lifetime bounds how long a copy can outlive a change that was
 * not heard (while the listener reconnects). It holds a bounded number of entries, and with a
 * byte budget a bounded size too, whatever its keys: past either, the least recently used go.
 */
export interface TtlCache<T> {
  /** The cached value for `key`, loading it on a miss. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
  /** What it holds now: loaded entries and, with a byte budget, their bytes as measured. */
  stats(): { entries: number; bytes: number };
}

export interface TtlCacheOptions<T> {
  /** At most this many entries; by default DEFAULT_MAX_ENTRIES. */
  maxEntries?: number;
  /** At most `maxBytes` of values, each measured once loaded; a larger value is not kept. */
  budget?: { maxBytes: number; sizeOf(value: T): number };
}

// Far above what any cache of ours needs (its keys are dates, months, languages and pages), so
// keys that are never asked again cannot pile up.
const DEFAULT_MAX_ENTRIES = 1000;

const lifetimes = new WeakMap<object, number>();

/**
 * Gives the caches of `owner` (an app's database) a lifetime other than their own, in
 * milliseconds (CACHE_EXPIRY_SECONDS); Infinity keeps a copy until a change clears it. Set it
 * before the app's first read: a cache takes its lifetime when it is made.
 */
export function setCacheLifetime(owner: object, ms: number): void {
  lifetimes.set(owner, ms);
}

/** The lifetime a cache of `owner` gets: its own, unless setCacheLifetime chose another. */
export function cacheLifetime(owner: object, ownMs: number): number {
  return lifetimes.get(owner) ?? ownMs;
}

/** `ttlMs` may be Infinity: a copy is then kept until invalidate() (or the bounds) drop it. */
export function createTtlCache<T>(ttlMs: number, options: TtlCacheOptions<T> = {}): TtlCache<T> {
  let generation = 0;
  const { budget } = options;
  const loaded = new LRUCache<string, { value: T }>({
    max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    ttl: Number.isFinite(ttlMs) ? ttlMs : 0,
    ...(budget
      ? { maxSize: budget.maxBytes, sizeCalculation: (entry: { value: T }) => Math.max(1, budget.sizeOf(entry.value)) }
      : {}),
  });
  // Loads under way, so concurrent misses of one key share one load.
  const loading = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      const hit = loaded.get(key);
      if (hit) return Promise.resolve(hit.value);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const startedAt = Date.now();
      const value = load();
      loading.set(key, value);
      const settle = () => {
        if (loading.get(key) === value) loading.delete(key);
      };
      // A failed load is not remembered; a load that raced a write is not kept past it.
      value.then((result) => {
        settle();
        // The lifetime counts from the start of the load: the data may be that old.
        if (generation !== startedIn) return;
        if (Number.isFinite(ttlMs))
          loaded.set(key, { value: result }, { ttl: Math.max(1, ttlMs - (Date.now() - startedAt)) });
        else loaded.set(key, { value: result });
      }, settle);
      return value;
    },
    invalidate() {
      generation += 1;
      loaded.clear();
      loading.clear();
    },
    stats: () => ({ entries: loaded.size, bytes: budget ? loaded.calculatedSize : 0 }),
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
