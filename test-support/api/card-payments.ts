import request from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { SETTING_KEYS } from '@shared/business-info';
import { DEFAULT_ORDERING_SETTINGS, type OrderingSettings } from '@shared/schemas/ordering';
import { onlineOrders, payments } from '../../server/db/schema';
import { reconcilePayments } from '../../server/payments/reconcile';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../stripe/fake-stripe';
import { orderBody, postOrder, seedOrderingMenu, type OrderBody, type OrderingMenu } from './ordering';
import { changeSettings } from './settings';
import { createTestContext, type TestContext, type TestContextOptions } from './test-app';

export interface CardPaymentsContext {
  ctx: TestContext;
  stripe: FakeStripe;
  menu: OrderingMenu;
  close(): Promise<void>;
}

/** Friday 20 June 2092, noon in Minneapolis (CDT); Fridays are open 11:00 AM to 10:00 PM. */
export const NOON = new Date('2092-06-20T17:00:00Z');
export const TODAY = '2092-06-20';

export interface CardPaymentsSuite extends CardPaymentsContext {
  /** The app's (and the fake's) clock: NOON at the start of each test, moved by the test. */
  now(): Date;
  setClock(to: Date): void;
  /** NOON plus some minutes. */
  minutesLater(minutes: number): Date;
}

/**
 * The hooks of a test file about card payments: one app with the fake Stripe for the file, on
 * TODAY's menu, its clock back at NOON and the ordering settings at `ordering` before each test.
 * The answer is filled in before the first test runs.
 */
export function useCardPayments(
  ordering: Partial<OrderingSettings>,
  options: TestContextOptions & { env?: Record<string, string> } = {},
): CardPaymentsSuite {
  let clock = NOON;
  const suite = {
    now: () => clock,
    setClock: (to: Date) => {
      clock = to;
    },
    minutesLater: (minutes: number) => new Date(NOON.getTime() + minutes * 60_000),
  } as CardPaymentsSuite;
  beforeAll(async () => {
    Object.assign(suite, await startCardPayments(TODAY, { now: () => clock, ...options }));
  });
  afterAll(() => suite.close());
  beforeEach(async () => {
    clock = NOON;
    await setOrdering(suite.ctx, ordering);
  });
  return suite;
}

/**
 * An app with Stripe's keys, talking to a fake Stripe through the real SDK (STRIPE_API_URL), on a
 * database of its own, with the ordering menu seeded for `today`.
 */
export async function startCardPayments(
  today: string,
  options: TestContextOptions & { env?: Record<string, string> } = {},
): Promise<CardPaymentsContext> {
  const stripe = await startFakeStripe({ now: options.now });
  const ctx = await createTestContext(
    {
      RESTAURANT_TIMEZONE: 'America/Chicago',
      PUBLIC_URL: 'https://selam.example',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      ...options.env,
    },
    { isolatedDatabase: true, ...options },
  );
  const menu = await seedOrderingMenu(ctx.database.db, today);
  return {
    ctx,
    stripe,
    menu,
    async close() {
      await ctx.close();
      await stripe.close();
    },
  };
}

export function setOrdering(ctx: TestContext, values: Partial<OrderingSettings>): Promise<void> {
  return changeSettings(ctx.database.db, { [SETTING_KEYS.ordering]: { ...DEFAULT_ORDERING_SETTINGS, ...values } });
}

/** Sends a Stripe event to the app's webhook as Stripe does: the raw JSON, signed (or as `options` spoil it). */
export function postEvent(
  card: Pick<CardPaymentsContext, 'ctx' | 'stripe'>,
  event: FakeEvent,
  options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? card.stripe.sign(payload, { secret: options.secret, timestamp: options.timestamp })
      : options.signature;
  const req = request(card.ctx.app).post('/api/payments/webhook').set('Content-Type', 'application/json');
  if (signature !== null) req.set('Stripe-Signature', signature);
  return req.send(options.body ?? payload);
}

/** A diner's card order: the 201 answer, its Checkout session at the fake, and our payment row. */
export async function placeCardOrder(card: CardPaymentsContext, pickupTime: string, overrides: OrderBody = {}) {
  const items = [{ menuItemId: card.menu.sambusa, quantity: 2 }];
  const res = await postOrder(card.ctx.app, orderBody(pickupTime, items, { paymentMethod: 'card', ...overrides }));
  if (res.status !== 201) throw new Error(`card order refused: ${res.status} ${JSON.stringify(res.body)}`);
  const db = card.ctx.database.db;
  const [order] = await db.select().from(onlineOrders).where(eq(onlineOrders.orderNumber, res.body.orderNumber));
  const [payment] = await db.select().from(payments).where(eq(payments.subjectId, order!.id));
  const session = payment?.checkoutSessionId ? card.stripe.sessions.get(payment.checkoutSessionId) : undefined;
  return { res, order: order!, payment: payment!, session, token: res.body.statusToken as string };
}

/** The diner pays at the fake's Checkout and Stripe tells the app: the signed `checkout.session.completed`. */
export async function payAtCheckout(card: CardPaymentsContext, sessionId: string) {
  const event = card.stripe.completeSession(sessionId);
  const res = await postEvent(card, event);
  return { event, res };
}

export async function paymentRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function orderRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  return row!;
}

/** The reconciliation job's run at the suite's clock, as pg-boss runs it every 10 minutes. */
export function reconcileNow(card: Pick<CardPaymentsSuite, 'ctx' | 'now'>) {
  return reconcilePayments(card.ctx.app.context, card.now());
}
