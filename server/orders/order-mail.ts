import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { MailMessage, QueuedMail } from '../mail/mailer';
import { loadSettings } from '../site';
import {
  newOrderAlertMail,
  orderAcceptedMail,
  orderCancelledMail,
  orderReadyMail,
  orderReceivedMail,
  orderRejectedMail,
  type OrderMailInput,
} from './order-mail-templates';
import { readOrderDetails, type OnlineOrderRow } from './order-read';

/** What happened to an order that its diner (and, for a new order, the restaurant) hears about. */
export type OrderMailEvent = 'received' | 'accepted' | 'ready' | 'rejected' | 'cancelled';

const TEMPLATES: Record<OrderMailEvent, (input: OrderMailInput) => MailMessage> = {
  received: orderReceivedMail,
  accepted: orderAcceptedMail,
  ready: orderReadyMail,
  rejected: orderRejectedMail,
  cancelled: orderCancelledMail,
};

/**
 * Queues the emails about `event` in the caller's transaction, so they commit with the change;
 * hand the answer to `ctx.mailer.dispatch` once it has committed. `statusUrl` (the diner's secret
 * link) is given with `received`. A new order from the website also alerts the restaurant's inbox,
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
): Promise<QueuedMail[]> {
  const newFromWebsite = event === 'received' && order.source === 'web';
  if (!order.email && !newFromWebsite) return [];
  const settings = await loadSettings(tx);
  const lines = event === 'received' ? ((await readOrderDetails(tx, [order.id])).get(order.id)?.lines ?? []) : [];
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
