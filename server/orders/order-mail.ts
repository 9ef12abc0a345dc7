import type { Database } from '../db/client';
import type { AppContext } from '../context';
import type { OnlineOrderRow } from './order-read';

/** What happened to an order that its diner (and, for a new order, the restaurant) hears about. */
export type OrderMailEvent = 'received' | 'accepted' | 'ready' | 'rejected' | 'cancelled';

/**
 * Queues the emails about `event` in the caller's transaction, so they commit with the change.
 * `statusUrl` (the diner's secret link) is given with `received`.
 */
export async function queueOrderMail(
  _ctx: AppContext,
  _tx: Database,
  _order: OnlineOrderRow,
  _event: OrderMailEvent,
  _statusUrl?: string,
): Promise<void> {
  // Filled in with the order emails.
}
