import Stripe from 'stripe';
import type { AppContext } from '../context';
import type { Env } from '../env';

/** Stripe's answers, and the time-out after which our server stops waiting for one (at most 10 s). */
const STRIPE_TIMEOUT_MS = 10_000;

const clients = new WeakMap<Env, Stripe | null>();

/**
 * The Stripe SDK for this server's keys, or null without them. With STRIPE_API_URL (tests and
 * trials only: env.ts refuses it with a live key) it talks to that address instead of Stripe.
 */
export function stripeOf(ctx: Pick<AppContext, 'env'>): Stripe | null {
  const { env } = ctx;
  if (clients.has(env)) return clients.get(env)!;
  let client: Stripe | null = null;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 1,
      appInfo: { name: 'selam-restaurant' },
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol.replace(':', '') as 'http' | 'https',
      }),
    });
  }
  clients.set(env, client);
  return client;
}

/** Stripe was reached and refused the request for good (a decline, a wrong state), as opposed to not answering. */
export function isStripeRefusal(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  );
}
