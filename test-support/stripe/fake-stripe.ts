import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import qs from 'qs';
import Stripe from 'stripe';

/**
 * A stand-in for the Stripe API on 127.0.0.1, for tests: Checkout Sessions, PaymentIntents (manual or
 * automatic capture), refunds and charges, answered in Stripe's shapes so that the real `stripe` SDK
 * talks to it, plus a Checkout page stand-in (/pay/:id) and signed webhook delivery.
 */

export interface FakeStripeOptions {
  /** A fixed port (a server of the browser tests); a free one by default. */
  port?: number;
  now?: () => Date;
  webhookSecret?: string;
  webhookUrl?: string;
}

type Metadata = Record<string, string>;
type CaptureMethod = 'manual' | 'automatic' | 'automatic_async';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Metadata;
  /** Present while the session is open, as at Stripe. */
  url: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  livemode: false;
  created: number;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: CaptureMethod;
  latest_charge: string;
  metadata: Metadata;
  canceled_at: number | null;
  cancellation_reason: string | null;
  livemode: false;
  created: number;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  disputed: boolean;
  currency: string;
  payment_intent: string;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: 'succeeded';
  payment_intent: string;
  charge: string;
  reason: string | null;
  metadata: Metadata;
  created: number;
}

export interface FakeEvent<T = unknown> {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: boolean;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: T };
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface FakeStripe {
  port: number;
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** The key tests give the app; any sk_test_ key is accepted. */
  secretKey: 'sk_test_fake';
  webhookSecret: string;
  /** Where the checkout page posts events. */
  setWebhookUrl(url: string): void;
  sessions: Map<string, FakeSession>;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: FakeRefund[];
  /** Every request received, in order (a GET's body is its parsed query). */
  requests: FakeRequest[];
  /** The next `times` (default 1) requests matching (method, path prefix) answer 500, or hang until close. */
  failNext(match: { method?: string; path: string }, how: '500' | 'hang', times?: number): void;
  /**
   * The next capture of this intent (of any intent when no id is given) is declined with a 402
   * card_error, and the intent stays requires_capture; with `always`, every such capture is.
   */
  declineCapture(paymentIntentId?: string, options?: { always?: boolean }): void;
  /**
   * The diner pays: the session completes with a new PaymentIntent (requires_capture under manual
   * capture, succeeded under automatic). Answers the checkout.session.completed event, not sent.
   */
  completeSession(sessionId: string): FakeEvent<FakeSession>;
  event<T>(
    type: string,
    object: T,
    overrides?: Partial<{ livemode: boolean; id: string; created: number }>,
  ): FakeEvent<T>;
  /** A Stripe-Signature header for the payload; the timestamp defaults to the real clock, as the SDK checks against it. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  /** POSTs the event to the webhook URL with a valid Stripe-Signature; answers the HTTP status. */
  deliver(event: FakeEvent, options?: { secret?: string; timestamp?: number }): Promise<number>;
  /** A refund made in the dashboard: answers the charge.refunded event (not sent). */
  refundInDashboard(paymentIntentId: string, amountCents: number): FakeEvent<FakeCharge>;
  /** A dispute opened on the intent's charge: answers the charge.dispute.created event (not sent). */
  dispute(paymentIntentId: string): FakeEvent<Record<string, unknown>>;
  close(): Promise<void>;
}

const SECRET_KEY = 'sk_test_fake';
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string; [key: string]: unknown } = {},
  ) {
    super(message);
  }
}

function errorAnswer(error: ApiError): Answer {
  return {
    status: error.status,
    body: { error: { type: 'invalid_request_error', ...error.extra, message: error.message } },
  };
}

interface Answer {
  status: number;
  body: unknown;
}

interface SessionSetup {
  captureMethod: CaptureMethod;
  intentMetadata: Metadata;
  lineItems: { name: string; quantity: number; unitAmount: number }[];
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function missing(kind: string, id: string, param: string): ApiError {
  return new ApiError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

function invalid(param: string, message: string): ApiError {
  return new ApiError(400, message, { param });
}

function text(body: Record<string, unknown>, param: string, required: true): string;
function text(body: Record<string, unknown>, param: string, required?: false): string | null;
function text(body: Record<string, unknown>, param: string, required = false): string | null {
  const value = body[param];
  if (value === undefined || value === '') {
    if (required) throw invalid(param, `Missing required param: ${param}.`);
    return null;
  }
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param}`);
  return value;
}

function integer(value: unknown, param: string): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalid(param, `Invalid integer: ${String(value)}`);
  return Number(value);
}

function metadata(value: unknown, param: string): Metadata {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(param, `Invalid object`);
  for (const entry of Object.values(value)) {
    if (typeof entry !== 'string') throw invalid(param, `Invalid metadata value`);
  }
  return { ...(value as Metadata) };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  let webhookUrl = options.webhookUrl ?? null;
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';

  const sessions = new Map<string, FakeSession>();
  const setups = new Map<string, SessionSetup>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const requests: FakeRequest[] = [];
  const failures: { method?: string; path: string; how: '500' | 'hang'; times: number }[] = [];
  const declines: { paymentIntentId?: string; always: boolean }[] = [];
  const idempotent = new Map<string, { request: unknown; answer: Answer }>();
  let baseUrl = '';

  function session(id: string): FakeSession {
    const found = sessions.get(id);
    if (!found) throw missing('checkout.session', id, 'session');
    // Stripe expires an open session at expires_at by itself.
    if (found.status === 'open' && found.expires_at <= seconds()) {
      found.status = 'expired';
      found.url = null;
    }
    return found;
  }

  function intent(id: string): FakePaymentIntent {
    const found = paymentIntents.get(id);
    if (!found) throw missing('payment_intent', id, 'intent');
    return found;
  }

  function chargeOf(paymentIntent: FakePaymentIntent): FakeCharge {
    const found = charges.get(paymentIntent.latest_charge);
    if (!found) throw new Error(`The charge of ${paymentIntent.id} is missing`);
    return found;
  }

  function expanded(body: Record<string, unknown>): string[] {
    const expand = body.expand;
    return Array.isArray(expand) ? expand.map(String) : [];
  }

  function sessionAnswer(found: FakeSession, body: Record<string, unknown>): unknown {
    if (found.payment_intent && expanded(body).includes('payment_intent')) {
      return { ...found, payment_intent: intent(found.payment_intent) };
    }
    return found;
  }

  function intentAnswer(found: FakePaymentIntent, body: Record<string, unknown>): unknown {
    if (expanded(body).includes('latest_charge')) return { ...found, latest_charge: chargeOf(found) };
    return found;
  }

  function createSession(body: Record<string, unknown>): FakeSession {
    if (body.mode !== 'payment') throw invalid('mode', 'Only mode=payment is supported by the fake.');
    const rawItems = body.line_items;
    if (!Array.isArray(rawItems) || rawItems.length === 0) {
      throw invalid('line_items', 'Missing required param: line_items.');
    }
    const lineItems = rawItems.map((raw, index) => {
      const param = `line_items[${index}]`;
      const item = record(raw);
      const priceData = record(item.price_data);
      const name = record(priceData.product_data).name;
      if (typeof name !== 'string' || name === '') {
        throw invalid(`${param}[price_data][product_data][name]`, 'Missing required param: name.');
      }
      if (typeof priceData.currency !== 'string' || priceData.currency === '') {
        throw invalid(`${param}[price_data][currency]`, 'Missing required param: currency.');
      }
      const quantity = integer(item.quantity, `${param}[quantity]`);
      if (quantity < 1) throw invalid(`${param}[quantity]`, 'Quantity must be at least 1.');
      return {
        name,
        currency: priceData.currency.toLowerCase(),
        quantity,
        unitAmount: integer(priceData.unit_amount, `${param}[price_data][unit_amount]`),
      };
    });
    const currency = lineItems[0]?.currency ?? 'usd';
    if (lineItems.some((item) => item.currency !== currency)) {
      throw invalid('line_items', 'All line items must have the same currency.');
    }
    const paymentIntentData = record(body.payment_intent_data);
    const captureMethod = paymentIntentData.capture_method ?? 'automatic';
    if (captureMethod !== 'manual' && captureMethod !== 'automatic' && captureMethod !== 'automatic_async') {
      throw invalid('payment_intent_data[capture_method]', `Invalid capture_method: ${String(captureMethod)}`);
    }
    const created = seconds();
    let expiresAt = created + MAX_EXPIRY_SECONDS;
    if (body.expires_at !== undefined) {
      expiresAt = integer(body.expires_at, 'expires_at');
      if (expiresAt - created < MIN_EXPIRY_SECONDS) {
        throw invalid(
          'expires_at',
          'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        );
      }
      if (expiresAt - created > MAX_EXPIRY_SECONDS) {
        throw invalid(
          'expires_at',
          'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        );
      }
    }
    const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const id = newId('cs_test');
    const opened: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      amount_subtotal: total,
      currency,
      client_reference_id: text(body, 'client_reference_id'),
      customer_email: text(body, 'customer_email'),
      locale: text(body, 'locale'),
      metadata: metadata(body.metadata, 'metadata'),
      url: `${baseUrl}/pay/${id}`,
      expires_at: expiresAt,
      success_url: text(body, 'success_url', true),
      cancel_url: text(body, 'cancel_url', true),
      payment_intent: null,
      livemode: false,
      created,
    };
    sessions.set(id, opened);
    setups.set(id, {
      captureMethod,
      intentMetadata: metadata(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
      lineItems,
    });
    return opened;
  }

  function expireSession(id: string): FakeSession {
    const found = session(id);
    if (found.status !== 'open') {
      throw invalid('session', 'Only Checkout Sessions with a status in ["open"] can be expired.');
    }
    found.status = 'expired';
    found.url = null;
    return found;
  }

  function takeDecline(paymentIntentId: string): boolean {
    const index = declines.findIndex((d) => d.paymentIntentId === undefined || d.paymentIntentId === paymentIntentId);
    const decline = declines[index];
    if (!decline) return false;
    if (!decline.always) declines.splice(index, 1);
    return true;
  }

  function capture(id: string, body: Record<string, unknown>): FakePaymentIntent {
    const found = intent(id);
    if (found.status !== 'requires_capture') {
      throw new ApiError(
        400,
        `This PaymentIntent could not be captured because it has a status of ${found.status}. ` +
          'Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
        { code: 'payment_intent_unexpected_state', payment_intent: found },
      );
    }
    const amount =
      body.amount_to_capture === undefined ? found.amount : integer(body.amount_to_capture, 'amount_to_capture');
    if (amount > found.amount) {
      throw invalid('amount_to_capture', 'The amount to capture cannot exceed the amount capturable.');
    }
    if (takeDecline(id)) {
      throw new ApiError(402, 'Your card was declined.', {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        charge: found.latest_charge,
        payment_intent: found,
      });
    }
    found.status = 'succeeded';
    found.amount_capturable = 0;
    found.amount_received = amount;
    const charge = chargeOf(found);
    charge.captured = true;
    charge.amount_captured = amount;
    return found;
  }

  function cancel(id: string, body: Record<string, unknown>): FakePaymentIntent {
    const found = intent(id);
    if (found.status !== 'requires_capture') {
      throw new ApiError(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${found.status}. ` +
          'Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, ' +
          'requires_capture, requires_confirmation, requires_action, processing.',
        { code: 'payment_intent_unexpected_state', payment_intent: found },
      );
    }
    found.status = 'canceled';
    found.amount_capturable = 0;
    found.canceled_at = seconds();
    found.cancellation_reason = text(body, 'cancellation_reason');
    return found;
  }

  function refund(paymentIntentId: string, amount: number | null, reason: string | null, data: Metadata): FakeRefund {
    const found = intent(paymentIntentId);
    const charge = chargeOf(found);
    if (found.status !== 'succeeded') {
      throw new ApiError(400, `This PaymentIntent has a status of ${found.status} and cannot be refunded.`, {
        code: 'payment_intent_unexpected_state',
      });
    }
    const left = charge.amount_captured - charge.amount_refunded;
    if (left === 0) {
      throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const refunded = amount ?? left;
    if (refunded < 1 || refunded > left) {
      throw new ApiError(400, `Refund amount (${refunded}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    charge.amount_refunded += refunded;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const created: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount: refunded,
      currency: found.currency,
      status: 'succeeded',
      payment_intent: found.id,
      charge: charge.id,
      reason,
      metadata: data,
      created: seconds(),
    };
    refunds.push(created);
    return created;
  }

  function createRefund(body: Record<string, unknown>): FakeRefund {
    let paymentIntentId = text(body, 'payment_intent');
    const chargeId = text(body, 'charge');
    if (!paymentIntentId && chargeId) {
      const charge = charges.get(chargeId);
      if (!charge) throw missing('charge', chargeId, 'charge');
      paymentIntentId = charge.payment_intent;
    }
    if (!paymentIntentId) throw invalid('payment_intent', 'Missing required param: payment_intent.');
    if (!paymentIntents.has(paymentIntentId)) throw missing('payment_intent', paymentIntentId, 'payment_intent');
    const amount = body.amount === undefined ? null : integer(body.amount, 'amount');
    return refund(paymentIntentId, amount, text(body, 'reason'), metadata(body.metadata, 'metadata'));
  }

  type Route = [method: string, path: RegExp, handle: (id: string, body: Record<string, unknown>) => unknown];
  const routes: Route[] = [
    ['POST', /^\/v1\/checkout\/sessions$/, (_, body) => createSession(body)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (id, body) => sessionAnswer(session(id), body)],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (id) => expireSession(id)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (id, body) => intentAnswer(intent(id), body)],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/capture$/, (id, body) => intentAnswer(capture(id, body), body)],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (id, body) => intentAnswer(cancel(id, body), body)],
    ['POST', /^\/v1\/refunds$/, (_, body) => createRefund(body)],
    [
      'GET',
      /^\/v1\/refunds$/,
      (_, query) => {
        const paymentIntentId = text(query, 'payment_intent');
        const data = refunds.filter((made) => !paymentIntentId || made.payment_intent === paymentIntentId).reverse();
        return { object: 'list', url: '/v1/refunds', has_more: false, data };
      },
    ],
    [
      'GET',
      /^\/v1\/charges\/([^/]+)$/,
      (id) => {
        const found = charges.get(id);
        if (!found) throw missing('charge', id, 'charge');
        return found;
      },
    ],
  ];

  function answerApi(
    method: string,
    path: string,
    headers: IncomingMessage['headers'],
    body: Record<string, unknown>,
  ): Answer {
    const authorization = headers.authorization ?? '';
    if (!authorization.startsWith('Bearer sk_test_')) {
      return errorAnswer(new ApiError(401, 'Invalid API Key provided.'));
    }
    for (const [routeMethod, pattern, handle] of routes) {
      const match = pattern.exec(path);
      if (!match || routeMethod !== method) continue;
      try {
        // A JSON round trip, so that the answer is a snapshot, not the live object.
        return { status: 200, body: JSON.parse(JSON.stringify(handle(decodeURIComponent(match[1] ?? ''), body))) };
      } catch (error) {
        if (error instanceof ApiError) return errorAnswer(error);
        throw error;
      }
    }
    return errorAnswer(new ApiError(404, `Unrecognized request URL (${method}: ${path}).`));
  }

  /** Same key and same request: the saved answer; same key, another request: an idempotency_error. */
  function answerIdempotently(key: string | null, request: FakeRequest, answer: () => Answer): Answer {
    if (key === null) return answer();
    const identity = { method: request.method, path: request.path, body: request.body };
    const saved = idempotent.get(key);
    if (saved) {
      if (isDeepStrictEqual(saved.request, identity)) return saved.answer;
      return errorAnswer(
        new ApiError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          { type: 'idempotency_error' },
        ),
      );
    }
    const fresh = answer();
    // As at Stripe, a request refused by validation is not saved, and may be retried with the same key.
    if (fresh.status < 400 || fresh.status === 402) idempotent.set(key, { request: identity, answer: fresh });
    return fresh;
  }

  function completeSession(sessionId: string): FakeEvent<FakeSession> {
    const found = session(sessionId);
    const setup = setups.get(sessionId);
    if (found.status !== 'open' || !setup) throw new Error(`Checkout Session ${sessionId} is ${found.status}`);
    const automatic = setup.captureMethod !== 'manual';
    const created = seconds();
    const chargeId = newId('ch');
    const paymentIntent: FakePaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: found.amount_total,
      amount_capturable: automatic ? 0 : found.amount_total,
      amount_received: automatic ? found.amount_total : 0,
      currency: found.currency,
      status: automatic ? 'succeeded' : 'requires_capture',
      capture_method: setup.captureMethod,
      latest_charge: chargeId,
      metadata: { ...setup.intentMetadata },
      canceled_at: null,
      cancellation_reason: null,
      livemode: false,
      created,
    };
    paymentIntents.set(paymentIntent.id, paymentIntent);
    charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: found.amount_total,
      amount_captured: automatic ? found.amount_total : 0,
      amount_refunded: 0,
      captured: automatic,
      refunded: false,
      disputed: false,
      currency: found.currency,
      payment_intent: paymentIntent.id,
      livemode: false,
      created,
    });
    found.status = 'complete';
    found.payment_status = automatic ? 'paid' : 'unpaid';
    found.payment_intent = paymentIntent.id;
    found.url = null;
    return event('checkout.session.completed', found);
  }

  function event<T>(
    type: string,
    object: T,
    overrides: Partial<{ livemode: boolean; id: string; created: number }> = {},
  ): FakeEvent<T> {
    return {
      id: overrides.id ?? newId('evt'),
      object: 'event',
      type,
      created: overrides.created ?? seconds(),
      livemode: overrides.livemode ?? false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  function sign(payload: string, signing: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? webhookSecret,
      timestamp: signing.timestamp,
    });
  }

  async function deliver(sent: FakeEvent, signing: { secret?: string; timestamp?: number } = {}): Promise<number> {
    if (!webhookUrl) throw new Error('No webhook URL: call setWebhookUrl first');
    const payload = JSON.stringify(sent, null, 2);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload, signing) },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  function refundInDashboard(paymentIntentId: string, amountCents: number): FakeEvent<FakeCharge> {
    refund(paymentIntentId, amountCents, null, {});
    return event('charge.refunded', chargeOf(intent(paymentIntentId)));
  }

  function dispute(paymentIntentId: string): FakeEvent<Record<string, unknown>> {
    const found = intent(paymentIntentId);
    const charge = chargeOf(found);
    charge.disputed = true;
    return event('charge.dispute.created', {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount_captured,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: found.id,
      reason: 'fraudulent',
      status: 'needs_response',
      livemode: false,
      created: seconds(),
    });
  }

  function checkoutPage(found: FakeSession): string {
    const setup = setups.get(found.id);
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: found.currency });
    const body =
      found.status === 'open'
        ? `<ul>${(setup?.lineItems ?? [])
            .map((item) => `<li>${item.quantity} × ${escapeHtml(item.name)}</li>`)
            .join('')}</ul>
<p>Total: <strong>${price.format(found.amount_total / 100)}</strong></p>
<form method="post" action="/pay/${encodeURIComponent(found.id)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(found.cancel_url)}">Back</a></p>`
        : '<p>This Checkout Session is no longer active.</p>';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><h1>Fake Stripe Checkout</h1>
${body}
</body></html>`;
  }

  async function answerPage(method: string, sessionId: string, response: ServerResponse): Promise<void> {
    const found = sessions.has(sessionId) ? session(sessionId) : null;
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such Checkout Session');
      return;
    }
    if (method === 'POST' && found.status === 'open') {
      const completed = completeSession(sessionId);
      if (webhookUrl) await deliver(completed).catch(() => undefined);
      response.writeHead(303, { location: found.success_url.replaceAll('{CHECKOUT_SESSION_ID}', found.id) }).end();
      return;
    }
    response
      .writeHead(found.status === 'open' ? 200 : 410, { 'content-type': 'text/html; charset=utf-8' })
      .end(checkoutPage(found));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const parsedUrl = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = parsedUrl.pathname;
    const raw = method === 'GET' ? parsedUrl.search.slice(1) : await readBody(request);
    const key = request.headers['idempotency-key'];
    const received: FakeRequest = {
      method,
      path,
      idempotencyKey: typeof key === 'string' ? key : null,
      body: qs.parse(raw, { depth: 10, arrayLimit: 1000 }),
    };
    requests.push(received);

    const failure = failures.find((f) => (!f.method || f.method.toUpperCase() === method) && path.startsWith(f.path));
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      if (failure.how === 'hang') return;
      send(response, { status: 500, body: { error: { type: 'api_error', message: 'The fake failed on purpose.' } } });
      return;
    }

    const page = /^\/pay\/([^/]+)$/.exec(path);
    if (page?.[1]) {
      await answerPage(method, decodeURIComponent(page[1]), response);
      return;
    }
    const answer = () => answerApi(method, path, request.headers, received.body);
    send(response, method === 'POST' ? answerIdempotently(received.idempotencyKey, received, answer) : answer());
  }

  function send(response: ServerResponse, answer: Answer): void {
    response
      .writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') })
      .end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        send(response, { status: 500, body: { error: { type: 'api_error', message: String(error) } } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    port,
    url: baseUrl,
    secretKey: SECRET_KEY,
    webhookSecret,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    sessions,
    paymentIntents,
    charges,
    refunds,
    requests,
    failNext(match, how, times = 1) {
      failures.push({ ...match, how, times });
    },
    declineCapture(paymentIntentId, declineOptions = {}) {
      declines.push({ paymentIntentId, always: declineOptions.always ?? false });
    },
    completeSession,
    event,
    sign,
    deliver,
    refundInDashboard,
    dispute,
    close() {
      // Hanging requests are never answered: their connections are cut. Closing twice is one close.
      if (!server.listening) return Promise.resolve();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
