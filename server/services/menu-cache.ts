import { createJsonCache, type JsonCache } from '../cache';
import type { Database } from '../db/client';

// The public menu is read on every page view; a few seconds of reuse spares the database,
// and every menu item or category write through this app clears it at once.
const MENU_CACHE_MS = 5_000;

// One cache per database handle, so each app (and each test app) has its own.
const caches = new WeakMap<Database, JsonCache>();

/** The public menu reads' cache (items, featured dishes, category names) of this app. */
export function menuCache(db: Database): JsonCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createJsonCache(MENU_CACHE_MS);
    caches.set(db, cache);
  }
  return cache;
}

/** Call after a menu item or category write has committed. */
export function invalidateMenuCache(db: Database): void {
  caches.get(db)?.invalidate();
}
