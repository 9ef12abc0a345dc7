import { asc, desc, gt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { onChange } from '../db/change-feed';
import { onlineOrders } from '../db/schema';

/** What a live board hears of one order that changed. */
export interface OrderEvent {
  id: number;
  orderNumber: string;
  status: string;
  paymentStatus: string;
}

type Listener = (events: OrderEvent[]) => void;

/**
 * Two writes may take their change numbers in one order and commit in the other: each read looks
 * this far back again, and an order already told at its number is not told twice.
 */
const OVERLAP = 50;

export interface OrderEventsHub {
  /** Resolves once the hub knows where "now" is: changes after it reach `listener`. */
  subscribe(listener: Listener, onClose: () => void): Promise<() => void>;
  /** How many times the hub read changed orders (one read serves every open stream). */
  readonly reads: number;
  readonly openStreams: number;
  /** Ends every open stream and stops listening. */
  close(): void;
}

const hubs = new WeakMap<AppContext, OrderEventsHub>();

/** The app's one hub: whatever the number of open streams, it reads once per change hint. */
export function orderEventsHub(ctx: AppContext): OrderEventsHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = createHub(ctx);
    hubs.set(ctx, hub);
  }
  return hub;
}

/** Ends the app's open streams, if it ever had any. */
export function closeOrderEvents(ctx: AppContext): void {
  hubs.get(ctx)?.close();
}

function createHub(ctx: AppContext): OrderEventsHub {
  const streams = new Map<Listener, () => void>();
  /** The change number told last, per order, while it is within the overlap. */
  const told = new Map<number, number>();
  /** The highest change number read; unset while no stream is open, so a new one starts from now. */
  let cursor: number | undefined;
  let syncing: Promise<void> | undefined;
  let reading = false;
  let again = false;
  let reads = 0;
  let unsubscribe: (() => void) | undefined;

  // The latest changes count as told: a stream hears only what changes after it opened.
  async function syncToLatest(): Promise<void> {
    const latest = await ctx.db
      .select({ id: onlineOrders.id, changeSeq: onlineOrders.changeSeq })
      .from(onlineOrders)
      .orderBy(desc(onlineOrders.changeSeq))
      .limit(OVERLAP);
    const last = latest[0]?.changeSeq ?? 0;
    if (cursor !== undefined && cursor >= last) return;
    cursor = last;
    for (const { id, changeSeq } of latest) told.set(id, Math.max(told.get(id) ?? 0, changeSeq));
  }

  async function hint(): Promise<void> {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        await readChanges();
      } while (again);
    } catch (error) {
      console.error('[orders] the live board could not read changed orders:', error);
    } finally {
      reading = false;
    }
  }

  async function readChanges(): Promise<void> {
    if (cursor === undefined || streams.size === 0) return;
    reads += 1;
    const from = Math.max(0, cursor - OVERLAP);
    const rows = await ctx.db
      .select({
        id: onlineOrders.id,
        orderNumber: onlineOrders.orderNumber,
        status: onlineOrders.status,
        paymentStatus: onlineOrders.paymentStatus,
        changeSeq: onlineOrders.changeSeq,
      })
      .from(onlineOrders)
      .where(gt(onlineOrders.changeSeq, from))
      .orderBy(asc(onlineOrders.changeSeq));
    // Every stream left while reading: the next one starts from its own now.
    if (cursor === undefined) return;
    const events: OrderEvent[] = [];
    for (const { changeSeq, ...event } of rows) {
      cursor = Math.max(cursor, changeSeq);
      if (told.get(event.id) === changeSeq) continue;
      told.set(event.id, changeSeq);
      events.push(event);
    }
    for (const [id, seq] of told) if (seq <= cursor - OVERLAP) told.delete(id);
    if (events.length === 0) return;
    for (const listener of streams.keys()) listener(events);
  }

  return {
    async subscribe(listener, onClose) {
      unsubscribe ??= onChange(ctx.db, 'orders', () => void hint());
      if (cursor === undefined) {
        syncing ??= syncToLatest().finally(() => (syncing = undefined));
        await syncing;
      }
      streams.set(listener, onClose);
      return () => {
        streams.delete(listener);
        if (streams.size > 0) return;
        cursor = undefined;
        told.clear();
      };
    },
    get reads() {
      return reads;
    },
    get openStreams() {
      return streams.size;
    },
    close() {
      unsubscribe?.();
      unsubscribe = undefined;
      const ends = [...streams.values()];
      streams.clear();
      cursor = undefined;
      told.clear();
      for (const end of ends) end();
    },
  };
}
