import type { OrderLineDto } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { MailMessage, QueuedMail } from '../mail/mailer';
import { loadSettings, type Settings } from '../site';
import {
  disputeAlertMail,
  newOrderAlertMail,
  orderAcceptedMail,
  orderCancelledMail,
  orderExpiredMail,
  orderNotReadyMail,
  orderReadyMail,
  orderReceivedMail,
  orderRejectedMail,
  stillWaitingAlertMail,
  type OrderMailInput,
} from './order-mail-templates';
import { readOrderDetails, type OnlineOrderRow } from './order-read';

/** What happened to an order that its diner (and, for a new order, the restaurant) hears about. */
export type OrderMailEvent = 'received' | 'accepted' | 'ready' | 'notReady' | 'rejected' | 'cancelled' | 'expired';

const TEMPLATES: Record<OrderMailEvent, (input: OrderMailInput) => MailMessage> = {
  received: orderReceivedMail,
  accepted: orderAcceptedMail,
  ready: orderReadyMail,
  notReady: orderNotReadyMail,
  rejected: orderRejectedMail,
  cancelled: orderCancelledMail,
  expired: orderExpiredMail,
};

/** What the caller may already hold, to spare reading it again inside its transaction. */
export interface OrderMailKnown {
  /** The settings as the transaction read them (business info, the restaurant's language). */
  settings?: Pick<Settings, 'businessInfo' | 'restaurantLanguage'>;
  /** The order's lines, for `received`. */
  lines?: OrderLineDto[];
}

/**
 * Queues the emails about `event` in the caller's transaction, so they commit with the change;
 * hand the answer to `ctx.mailer.dispatch` once it has committed. `statusUrl` (the diner's secret
 * link) is given with `received`; `known` spares reading the settings and lines again. A new order from the website also alerts the restaurant's inbox,
 * in the restaurant's language; the diner's emails are in the language they ordered in.
 *
 * Only "received" counts against the address's hourly limit of public-form mail: it is the one
 * email whoever typed the address caused. The later ones follow the kitchen's buttons (a cancel
 * through the status link is limited by that link's own rate limit).
 */
export async function queueOrderMail(
  ctx: AppContext,
  tx: Database,
  order: OnlineOrderRow,
  event: OrderMailEvent,
  statusUrl?: string,
  known: OrderMailKnown = {},
): Promise<QueuedMail[]> {
  const newFromWebsite = event === 'received' && order.source === 'web';
  if (!order.email && !newFromWebsite) return [];
  const settings = known.settings ?? (await loadSettings(tx));
  const lines =
    event !== 'received' ? [] : (known.lines ?? (await readOrderDetails(tx, [order.id])).get(order.id)?.lines ?? []);
  const input: OrderMailInput = {
    order,
    lines,
    business: settings.businessInfo,
    timeZone: ctx.timeZone,
    publicUrl: ctx.publicUrl,
    statusUrl,
    now: ctx.now(),
  };
  const messages: MailMessage[] = [];
  if (order.email) {
    const message = TEMPLATES[event](input);
    if (newFromWebsite) message.fromPublicForm = true;
    messages.push(message);
  }
  if (newFromWebsite) messages.push(newOrderAlertMail(input, settings.restaurantLanguage));
  return ctx.mailer.enqueue(tx, messages);
}

/** The restaurant's reminders of orders still waiting `minutes` after they came in, in the restaurant's language. */
export async function queueStillWaitingAlerts(
  ctx: AppContext,
  tx: Database,
  orders: OnlineOrderRow[],
  minutes: number,
): Promise<QueuedMail[]> {
  if (orders.length === 0) return [];
  const settings = await loadSettings(tx);
  const alerts = orders.map((order) =>
    stillWaitingAlertMail(
      {
        order,
        lines: [],
        business: settings.businessInfo,
        timeZone: ctx.timeZone,
        publicUrl: ctx.publicUrl,
        now: ctx.now(),
      },
      settings.restaurantLanguage,
      minutes,
    ),
  );
  return ctx.mailer.enqueue(tx, alerts);
}

/** Tells the restaurant's inbox, in its language, that a diner disputed an order's card payment. */
export async function queueDisputeAlert(ctx: AppContext, tx: Database, order: OnlineOrderRow): Promise<QueuedMail[]> {
  const settings = await loadSettings(tx);
  const lines = (await readOrderDetails(tx, [order.id])).get(order.id)?.lines ?? [];
  const input = {
    order,
    lines,
    business: settings.businessInfo,
    timeZone: ctx.timeZone,
    publicUrl: ctx.publicUrl,
    now: ctx.now(),
  };
  return ctx.mailer.enqueue(tx, [disputeAlertMail(input, settings.restaurantLanguage)]);
}
