// How soon an order placed through one server reaches the kitchen board's live stream on another
// (GET /api/admin/online-orders/events), which hears of it through LISTEN/NOTIFY and one read of
// the changed orders. The reference is a GET /api/health round trip to the second server in the
// same run. Figures for bench:api; the tests only ask that the event comes.
import http from 'node:http';
import { loadAverage } from './bench-image-encodes';
import { signIn } from './bench';
import { openOrdering } from './bench-orders';
import type { ServerProcess } from './server-process';
import { lettersOf } from '../../test-support/names';

const ORDERS = 50;
const REFERENCE_READS = 200;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

/** Opens B's stream and calls `onOrder(orderNumber)` as each event arrives. */
function openStream(base: string, cookie: string, onOrder: (orderNumber: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/admin/online-orders/events`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (data) onOrder((JSON.parse(data[1]!) as { orderNumber: string }).orderNumber);
        }
      });
      resolve(req);
    });
    req.on('error', reject);
  });
}

/** Places ORDERS orders through A, one at a time, and times each until B's stream tells it. */
export async function benchOrderStream(a: ServerProcess, b: ServerProcess): Promise<void> {
  const { plan, menuItemId } = await openOrdering(a.url);
  const { cookie } = await signIn(b.url);
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const stream = await openStream(b.url, cookie!, (orderNumber) => {
    arrived.set(orderNumber, performance.now());
    waiting.get(orderNumber)?.();
  });
  try {
    const reference: number[] = [];
    for (let i = 0; i < REFERENCE_READS; i += 1) {
      const started = performance.now();
      await (await fetch(`${b.url}/api/health`)).arrayBuffer();
      reference.push(performance.now() - started);
    }
    const times: number[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const pickup = plan[n % plan.length]!;
      const started = performance.now();
      const res = await fetch(`${a.url}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `bench-stream-${process.pid}-${n}`,
          'x-forwarded-for': `10.200.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          customerName: `Stream Orderer ${lettersOf(n)}`,
          phone: '(612) 555-0124',
          email: `stream${n}@example.com`,
          pickupTime: `${pickup.date}T${pickup.time}`,
          items: [{ menuItemId, quantity: 1 }],
          paymentMethod: 'pay_at_pickup',
        }),
      });
      if (res.status !== 201) throw new Error(`an order answered ${res.status}: ${await res.text()}`);
      const { orderNumber } = (await res.json()) as { orderNumber: string };
      if (!arrived.has(orderNumber)) await new Promise<void>((resolve) => waiting.set(orderNumber, resolve));
      times.push(arrived.get(orderNumber)! - started);
    }
    const health = percentile(reference, 0.5);
    const p50 = percentile(times, 0.5);
    const p99 = percentile(times, 0.99);
    console.log(
      `\nPostgreSQL, two servers: an order placed through A, until B's live stream tells it (${ORDERS} orders)`,
    );
    console.log(`  one GET /api/health round trip to B: median ${health.toFixed(1)} ms over ${REFERENCE_READS} reads`);
    console.log(
      `  order to event  p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms: ×${(p50 / health).toFixed(1)} and ×${(p99 / health).toFixed(1)} ` +
        `one health round trip (load average ${loadAverage()})`,
    );
  } finally {
    stream.destroy();
  }
}
