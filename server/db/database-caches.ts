import type { Database } from './client';
import { type ChangeTopic, onChange } from './change-feed';

interface Clearable {
  invalidate(): void;
}

/**
 * Caches of one kind kept per database handle, so each app (and each test app) has its own, and
 * all cleared at once when one of `topics` is published, through this process or another one.
 */
export function cachesPerDatabase<T extends Record<string, Clearable>>(
  topics: ChangeTopic[],
  make: (db: Database) => T,
): (db: Database) => T {
  const caches = new WeakMap<Database, T>();
  return (db) => {
    const found = caches.get(db);
    if (found) return found;
    const created = make(db);
    const clear = () => {
      for (const cache of Object.values(created)) cache.invalidate();
    };
    for (const topic of topics) onChange(db, topic, clear);
    caches.set(db, created);
    return created;
  };
}
