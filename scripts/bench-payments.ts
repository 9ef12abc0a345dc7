// npm run bench:payments — what a card payment adds to a pickup order, on the production server
// with the fake Stripe (test-support/stripe) on this machine, on a fresh embedded database and on
// PostgreSQL when DATABASE_URL names a server. One diner at a time, interleaved: a health read
// (the reference), an order paid at pickup, an order by card (the order, then Stripe's session),
// and Stripe's signed `checkout.session.completed` for it (the hold read back from Stripe, the
// order accepted automatically and the card captured). Prints each one's p50 and p99 and their
// ratios to the health read and to the pay-at-pickup order, then checks every card was charged
// once, for its order's total; exits 1 otherwise. Options: --orders=<n> (60).
import { performance } from 'node:perf_hooks';
import type { PlacedOrderDto } from '@shared/schemas/ordering';
import { onEachDatabase, startMailSink } from './lib/bench';
import { openOrdering } from './lib/bench-orders';
import type { ServerProcess } from './lib/server-process';
import { startFakeStripe } from '../test-support/stripe/fake-stripe';

const ORDERS = Number(process.argv.find((arg) => arg.startsWith('--orders='))?.split('=')[1] ?? 60);
const stripe = await startFakeStripe();
const mailSink = await startMailSink();
const problems: string[] = [];

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const answer = await run();
  samples.push(performance.now() - started);
  return answer;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function placeOrder(base: string, n: number, body: Record<string, unknown>): Promise<PlacedOrderDto> {
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `bench-payment-${process.pid}-${n}-${String(body.paymentMethod)}`,
      'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST /api/orders answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as PlacedOrderDto;
}

async function bench(label: string, server: ServerProcess): Promise<void> {
  const base = server.url;
  stripe.setWebhookUrl(`${base}/api/payments/webhook`);
  const { plan, menuItemId } = await openOrdering(base);
  const times = { health: [] as number[], atPickup: [] as number[], card: [] as number[], webhook: [] as number[] };
  const cardOrders: PlacedOrderDto[] = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const pickup = plan[n % plan.length]!;
    const order = (paymentMethod: string) => ({
      customerName: 'Bench Diner',
      phone: '(612) 555-0123',
      email: `diner${n}@example.com`,
      pickupTime: `${pickup.date}T${pickup.time}`,
      items: [{ menuItemId, quantity: 2 }],
      paymentMethod,
      ...(paymentMethod === 'card' && { tipPercent: 15 }),
    });
    await timed(times.health, () => fetch(`${base}/api/health`).then((res) => res.arrayBuffer()));
    await timed(times.atPickup, () => placeOrder(base, n, order('pay_at_pickup')));
    const placed = await timed(times.card, () => placeOrder(base, n, order('card')));
    cardOrders.push(placed);
    const completed = stripe.completeSession(placed.checkoutUrl!.split('/pay/')[1]!);
    const status = await timed(times.webhook, () => stripe.deliver(completed));
    if (status !== 200) problems.push(`${label}: the webhook answered ${status}`);
  }
  const health = percentile(times.health, 50);
  const atPickup = percentile(times.atPickup, 50);
  console.log(`\n${label}: ${ORDERS} of each, one at a time`);
  for (const [name, samples] of Object.entries(times)) {
    const p50 = percentile(samples, 50);
    console.log(
      `  ${name.padEnd(9)} p50 ${p50.toFixed(1).padStart(6)} ms, p99 ${percentile(samples, 99).toFixed(1).padStart(6)} ms` +
        ` = ${(p50 / health).toFixed(1).padStart(5)}× the health read, ${(p50 / atPickup).toFixed(2)}× an order paid at pickup`,
    );
  }
  // Every card held, then captured once, for its order's total.
  for (const placed of cardOrders) {
    const intent = [...stripe.paymentIntents.values()].find(
      (candidate) => candidate.metadata.paymentId && candidate.amount === Math.round(Number(placed.total) * 100),
    );
    if (!intent) problems.push(`${label}: no payment for order ${placed.orderNumber}`);
  }
  const captured = [...stripe.paymentIntents.values()].filter((intent) => intent.status === 'succeeded').length;
  const captures = stripe.requests.filter((request) => request.path.endsWith('/capture')).length;
  console.log(`  cards captured: ${captured} of ${stripe.paymentIntents.size}; capture requests: ${captures}`);
  if (captures !== captured) problems.push(`${label}: ${captures} capture requests for ${captured} captured cards`);
}

try {
  await onEachDatabase(
    'bench-payments',
    {
      SMTP_URL: mailSink.url,
      TRUST_PROXY: 'loopback',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      RATE_LIMITS: JSON.stringify({ openPayAtPickupOrdersPerPhone: 0, ordersPerAddressPerHour: 0 }),
    },
    bench,
  );
} finally {
  await stripe.close();
  await mailSink.close();
}
console.log(problems.length ? `\nProblems:\n  ${problems.join('\n  ')}` : '\nEvery card charged once.');
process.exit(problems.length ? 1 : 0);
