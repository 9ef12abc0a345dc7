import { cacheLifetime, createJsonCache, type JsonCache } from '../cache';
import type { Database } from '../db/client';
import { onChange, publishChange } from '../db/change-feed';

// The public menu is read on every page view; a few seconds of reuse spares the database,
// and every menu item or category write, through this app or another one, clears it at once.
const MENU_CACHE_MS = 5_000;

// One cache per database handle, so each app (and each test app) has its own.
const caches = new WeakMap<Database, JsonCache>();

/** The public menu reads' cache (items, featured dishes, category names) of this app. */
export function menuCache(db: Database): JsonCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = createJsonCache(cacheLifetime(db, MENU_CACHE_MS));
    onChange(db, 'menu', () => created.invalidate());
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/** Call after a menu item or category write has committed. */
export function invalidateMenuCache(db: Database): void {
  publishChange(db, 'menu');
}
