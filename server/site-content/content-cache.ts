import { cacheLifetime, createJsonCache, createTtlCache } from '../cache';
import type { Database } from '../db/client';
import { publishChange } from '../db/change-feed';
import { cachesPerDatabase } from '../db/database-caches';

// The public content is read on every page view; a few seconds of reuse spares the database, and
// every write of the content (or of the calendar, which the generated banner reads), through this
// app or another one, clears it at once.
const CONTENT_CACHE_MS = 5_000;

export interface BannerWindow {
  startsAt: number;
  endsAt: number;
}

/**
 * This app's copies of the public content. The calendar's banner is made from the calendar and
 * the settings' time zone, so their changes clear them too (a calendar write publishes 'settings').
 */
export const contentCaches = cachesPerDatabase(['content', 'settings'], (db) => ({
  json: createJsonCache(cacheLifetime(db, CONTENT_CACHE_MS)),
  /** When the owner's banner shows, so each request knows which answer is current without a read. */
  window: createTtlCache<BannerWindow | null>(cacheLifetime(db, CONTENT_CACHE_MS)),
}));

/** Call after a photo, testimonial or announcement write has committed. */
export function invalidateSiteContent(db: Database): void {
  publishChange(db, 'content');
}
