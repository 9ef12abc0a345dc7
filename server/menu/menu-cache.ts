import { cacheLifetime, createJsonCache, type JsonCache } from '../cache';
import type { Database } from '../db/client';
import { publishChange } from '../db/change-feed';
import { cachesPerDatabase } from '../db/database-caches';

// The public menu is read on every page view; a few seconds of reuse spares the database,
// and every menu item or category write, through this app or another one, clears it at once.
const MENU_CACHE_MS = 5_000;

const caches = cachesPerDatabase(['menu'], (db) => ({ json: createJsonCache(cacheLifetime(db, MENU_CACHE_MS)) }));

/** The public menu reads' cache (items, featured dishes, category names) of this app. */
export function menuCache(db: Database): JsonCache {
  return caches(db).json;
}

/** Call after a menu item or category write has committed. */
export function invalidateMenuCache(db: Database): void {
  publishChange(db, 'menu');
}
