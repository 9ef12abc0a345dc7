import { cacheLifetime, createJsonCache, createTtlCache, type JsonCache, type TtlCache } from '../cache';
import type { Database } from '../db/client';
import { onChange, publishChange } from '../db/change-feed';

// The public content is read on every page view; a few seconds of reuse spares the database, and
// every write of the content (or of the calendar, which the generated banner reads), through this
// app or another one, clears it at once.
const CONTENT_CACHE_MS = 5_000;

export interface BannerWindow {
  startsAt: number;
  endsAt: number;
}

interface Caches {
  json: JsonCache;
  /** When the owner's banner shows, so each request knows which answer is current without a read. */
  window: TtlCache<BannerWindow | null>;
}

// One set per database handle, so each app (and each test app) has its own.
const caches = new WeakMap<Database, Caches>();

export function contentCaches(db: Database): Caches {
  let found = caches.get(db);
  if (!found) {
    const created: Caches = {
      json: createJsonCache(cacheLifetime(db, CONTENT_CACHE_MS)),
      window: createTtlCache<BannerWindow | null>(cacheLifetime(db, CONTENT_CACHE_MS)),
    };
    const clear = () => {
      created.json.invalidate();
      created.window.invalidate();
    };
    onChange(db, 'content', clear);
    onChange(db, 'settings', clear);
    caches.set(db, created);
    found = created;
  }
  return found;
}

/** Call after a photo, testimonial or announcement write has committed. */
export function invalidateSiteContent(db: Database): void {
  publishChange(db, 'content');
}
