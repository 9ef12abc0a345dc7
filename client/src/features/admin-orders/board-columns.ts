import { ORDER_TRANSITIONS, type OrderStatus } from '@shared/ordering-constants';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';

/** The board's three columns, in the order the kitchen works them. */
export const BOARD_COLUMNS = ['pending', 'accepted', 'ready'] as const satisfies readonly OrderStatus[];
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** The status changes staff make from a ticket, in the order their buttons stand (an unpaid card order expires by itself). */
export type OrderAction = Exclude<OrderStatus, 'pending' | 'expired'>;
const ACTION_ORDER: readonly OrderAction[] = ['accepted', 'ready', 'completed', 'no_show', 'rejected', 'cancelled'];

/** The ones that end an order for the diner without food: each asks first. */
export const DESTRUCTIVE_ACTIONS = ['rejected', 'cancelled', 'no_show'] as const satisfies readonly OrderAction[];
export type DestructiveAction = (typeof DESTRUCTIVE_ACTIONS)[number];
export const isDestructive = (action: OrderAction): action is DestructiveAction =>
  (DESTRUCTIVE_ACTIONS as readonly OrderAction[]).includes(action);
/** The ones whose reason is shown to the diner. */
export const ACTIONS_WITH_REASON: readonly OrderAction[] = ['rejected', 'cancelled'];

/** The quick choices of "ready in" for an order wanted as soon as possible. */
export const READY_IN_CHOICES = [10, 15, 20, 30, 45] as const;

/** The buttons a ticket shows: exactly the moves ORDER_TRANSITIONS allows from its status. */
export function actionsFor(status: OrderStatus): OrderAction[] {
  const allowed = ORDER_TRANSITIONS[status];
  return ACTION_ORDER.filter((action) => allowed.includes(action));
}

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.POSITIVE_INFINITY);

/**
 * The open orders by column: new ones oldest first (the one waiting longest on top), the others
 * by when they are due (the ready time the kitchen gave, else the pickup time).
 */
export function ordersByColumn(orders: readonly AdminOnlineOrderDto[]): Record<BoardColumn, AdminOnlineOrderDto[]> {
  const columns: Record<BoardColumn, AdminOnlineOrderDto[]> = { pending: [], accepted: [], ready: [] };
  for (const order of orders) {
    if ((BOARD_COLUMNS as readonly string[]).includes(order.status)) columns[order.status as BoardColumn].push(order);
  }
  columns.pending.sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);
  const due = (order: AdminOnlineOrderDto) => time(order.readyAt ?? order.pickupAt);
  columns.accepted.sort((a, b) => due(a) - due(b) || a.id - b.id);
  columns.ready.sort((a, b) => due(a) - due(b) || a.id - b.id);
  return columns;
}

/** Whole minutes since the order was placed, never below 0 (a tablet's clock may run behind). */
export function ageMinutes(createdAt: string, now: Date): number {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  return Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
}

/** A new order waiting this long is shown as late. */
export const WAITING_TOO_LONG_MINUTES = 5;
