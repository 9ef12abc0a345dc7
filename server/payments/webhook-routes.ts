import express, { Router } from 'express';
import type Stripe from 'stripe';
import { msg } from '@shared/messages/message';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { noteLivemodeMismatch } from './payments-state';
import { stripeMode } from '../env';
import { stripeOf } from './stripe-client';
import { handleStripeEvent } from './webhook-events';

/**
 * POST /api/payments/webhook: Stripe's events. Mounted before the API's JSON parser, so the
 * signature is checked over the bytes as sent; Stripe sends no Origin, so the same-origin check
 * lets it through. A bad, missing or stale signature (the SDK's 5-minute tolerance) is a 400.
 */
export function paymentWebhookRouter(ctx: AppContext): Router {
  const router = Router();
  router.post('/payments/webhook', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    const stripe = stripeOf(ctx);
    if (!stripe || !ctx.env.STRIPE_WEBHOOK_SECRET) throw AppError.notFound(msg('payments.notFound'));
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
      throw AppError.badRequest(msg('payments.badSignature'));
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body, signature, ctx.env.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw AppError.badRequest(msg('payments.badSignature'));
    }
    // An event of the other mode (a test event sent to the live site) is answered and ignored.
    if (event.livemode !== (stripeMode(ctx.env) === 'live')) {
      await noteLivemodeMismatch(ctx, event);
    } else {
      await handleStripeEvent(ctx, event);
    }
    res.json({ received: true });
  });
  return router;
}
