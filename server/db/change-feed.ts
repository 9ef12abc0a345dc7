import { randomUUID } from 'node:crypto';
import type { Database, DatabaseHandle } from './client';

/**
 * `orders`: an online order was placed or moved; the kitchen board's live stream reads what changed.
 * `content`: the site's photos, announcement or testimonials changed.
 */
export type ChangeTopic = 'menu' | 'settings' | 'availability' | 'orders' | 'content';

const TOPICS: readonly ChangeTopic[] = ['menu', 'settings', 'availability', 'orders', 'content'];

/** The PostgreSQL channel every app process on one database hears the others' changes on. */
export const CHANGE_CHANNEL = 'selam_changes';

interface Feed {
  /** Marks this handle's notifications: it has already applied them when it hears them back. */
  origin: string;
  listeners: Map<ChangeTopic, Set<() => void>>;
  /** Set while an app on this handle is started; other processes are told only then. */
  database?: DatabaseHandle;
  starts: number;
  stopListening?: Promise<() => Promise<void>>;
  pending: Set<ChangeTopic>;
  failing: boolean;
}

// One feed per database handle, so each app (and each test app) has its own.
const feeds = new WeakMap<Database, Feed>();

function feedOf(db: Database): Feed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = { origin: randomUUID(), listeners: new Map(), starts: 0, pending: new Set(), failing: false };
    feeds.set(db, feed);
  }
  return feed;
}

function runListeners(feed: Feed, topic: ChangeTopic): void {
  for (const listener of feed.listeners.get(topic) ?? []) {
    try {
      listener();
    } catch (error) {
      console.error(`[changes] a ${topic} listener failed:`, error);
    }
  }
}

/** Runs `listener` after data of `topic` changed, through this process or (on PostgreSQL) another one. Returns an unsubscribe function. */
export function onChange(db: Database, topic: ChangeTopic, listener: () => void): () => void {
  const feed = feedOf(db);
  let set = feed.listeners.get(topic);
  if (!set) {
    set = new Set();
    feed.listeners.set(topic, set);
  }
  const listeners = set;
  const entry = () => listener();
  listeners.add(entry);
  return () => listeners.delete(entry);
}

/** Call after a write has committed: this process's listeners run at once; other processes hear of it through NOTIFY. */
export function publishChange(db: Database, topic: ChangeTopic): void {
  const feed = feedOf(db);
  runListeners(feed, topic);
  if (!feed.database) return;
  // Several writes in one turn (a category renamed with its items) make one notification.
  if (feed.pending.size === 0) setImmediate(() => flush(feed));
  feed.pending.add(topic);
}

function flush(feed: Feed): void {
  const topics = [...feed.pending];
  feed.pending.clear();
  const database = feed.database;
  if (!database || topics.length === 0) return;
  database.notify(CHANGE_CHANNEL, `${feed.origin}:${topics.join(',')}`).then(
    () => {
      feed.failing = false;
    },
    (error: unknown) => {
      if (!feed.failing)
        console.error('[changes] could not notify other processes:', error instanceof Error ? error.message : error);
      feed.failing = true;
    },
  );
}

function received(feed: Feed, payload: string): void {
  const [origin, topics = ''] = payload.split(':');
  if (origin === feed.origin) return;
  for (const topic of topics.split(',')) {
    if ((TOPICS as readonly string[]).includes(topic)) runListeners(feed, topic as ChangeTopic);
  }
}

/**
 * Tells other processes of this handle's changes and applies theirs, until the answered function
 * is called. Apps sharing one handle may each start it: it listens once.
 */
export async function startChangeFeed(database: DatabaseHandle): Promise<() => Promise<void>> {
  const feed = feedOf(database.db);
  feed.starts += 1;
  feed.database = database;
  feed.stopListening ??= database.listen(
    CHANGE_CHANNEL,
    (payload) => received(feed, payload),
    () => TOPICS.forEach((topic) => runListeners(feed, topic)),
  );
  const stopListening = feed.stopListening;
  await stopListening;
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    feed.starts -= 1;
    if (feed.starts > 0) return;
    feed.database = undefined;
    feed.stopListening = undefined;
    await (await stopListening)();
  };
}
