// The fake Stripe as a process of its own, for a production server under the browser tests or a
// trial by hand: `tsx test-support/stripe/serve-fake-stripe.ts`. FAKE_STRIPE_PORT picks the port;
// FAKE_STRIPE_WEBHOOK_URL is where its Checkout page sends the signed events (the site's
// /api/payments/webhook). Give the site STRIPE_SECRET_KEY=sk_test_fake,
// STRIPE_WEBHOOK_SECRET=whsec_fake and STRIPE_API_URL=<the address it prints>.
import { startFakeStripe } from './fake-stripe';

const port = process.env.FAKE_STRIPE_PORT ? Number(process.env.FAKE_STRIPE_PORT) : undefined;
const stripe = await startFakeStripe({ port, webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL });
console.log(`fake Stripe listening on ${stripe.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stripe.close().then(() => process.exit(0));
  });
}
