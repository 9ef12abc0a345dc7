// The pickup orders part of bench:api: valid orders placed through the production server with
// autocannon, beside the bookings, each one priced, checked against the calendar and its slot's
// kitchen load under the date's lock, and written with its lines, history and emails. Prints
// their rate, latency, the server's CPU milliseconds per order against a booking's, and refusals.
import autocannon, { type Result } from 'autocannon';
import type { PickupSlotsDto } from '@shared/schemas/ordering';
import { cpuMs, rateOf, signIn } from './bench';
import type { ServerProcess } from './server-process';
import { lettersOf } from '../../test-support/names';

/** Load units a slot may take during the run: far above the default 12, so no order is refused for room. */
const BENCH_SLOT_CAPACITY = 500;
const DAYS_AHEAD = 7;

export interface OrdersRun {
  result: Result;
  cpuMsPerOrder: number;
  refusals: Map<string, number>;
}

export interface Pickup {
  date: string;
  time: string;
}

async function pickupPlan(base: string): Promise<Pickup[]> {
  const plan: Pickup[] = [];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  for (let day = 1; day <= DAYS_AHEAD; day += 1) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    const iso = date.toISOString().slice(0, 10);
    const slots = (await (await fetch(`${base}/api/ordering/slots?date=${iso}`)).json()) as PickupSlotsDto;
    for (const slot of slots.slots) if (slot.state === 'available') plan.push({ date: iso, time: slot.time });
  }
  if (plan.length === 0) throw new Error('no pickup time is open in the next week');
  return plan;
}

/** The first dish a diner can order without making a choice. */
async function plainDish(base: string): Promise<number> {
  const menu = (await (await fetch(`${base}/api/menu-items`)).json()) as {
    id: number;
    orderable: boolean;
    options: { required: boolean }[];
  }[];
  const dish = menu.find((item) => item.orderable && item.options.every((option) => !option.required));
  if (!dish) throw new Error('no dish can be ordered without a choice');
  return dish.id;
}

/** Raises the slots' kitchen load and opens the week ahead; answers the open pickup times and a dish to order. */
export async function openOrdering(base: string): Promise<{ plan: Pickup[]; menuItemId: number }> {
  const admin = await signIn(base);
  const res = await fetch(`${base}/api/admin/ordering-settings`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ slotLoadCapacity: BENCH_SLOT_CAPACITY, daysAhead: DAYS_AHEAD }),
  });
  if (!res.ok) throw new Error(`ordering settings answered ${res.status}: ${await res.text()}`);
  return { plan: await pickupPlan(base), menuItemId: await plainDish(base) };
}

/**
 * Raises the slots' kitchen load through the settings route, as a manager would, and opens the
 * week ahead; then `amount` orders of two portions each, round-robin over every open pickup time.
 */
export async function benchOrders(
  server: ServerProcess,
  { connections, amount, headers }: { connections: number; amount: number; headers: Record<string, string> },
): Promise<OrdersRun> {
  const base = server.url;
  const { plan, menuItemId } = await openOrdering(base);
  const refusals = new Map<string, number>();
  let sent = 0;
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: `${base}/api/orders`,
    connections,
    amount,
    headers,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = sent++;
          const pickup = plan[n % plan.length]!;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'idempotency-key': `bench-order-${process.pid}-${n}`,
              // Each diner from an address of their own, as in real life (the per-address limit stays on).
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              customerName: `Bench Orderer ${lettersOf(n)}`,
              phone: '(612) 555-0123',
              email: `orderer${n}@example.com`,
              pickupTime: `${pickup.date}T${pickup.time}`,
              items: [{ menuItemId, quantity: 2, note: 'No onions, please' }],
              paymentMethod: 'pay_at_pickup',
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) return;
          const key = `${status} ${body.slice(0, 120)}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  const cpuMsPerOrder = (cpuMs(server.pid) - cpuBefore) / Math.max(result.requests.total, 1);
  return { result, cpuMsPerOrder, refusals };
}

/** "POST /api/orders: 412/s, 0.74 × bookings; 2.1 ms CPU an order, 0.9 × a booking's". */
export function describeOrders(run: OrdersRun, bookings: { result: Result; cpuMsPerBooking: number }): string {
  const rate = rateOf(run.result);
  return (
    `orders: ${rate.toFixed(0)}/s (${(rate / rateOf(bookings.result)).toFixed(2)} × bookings), ` +
    `${run.cpuMsPerOrder.toFixed(2)} ms of server CPU an order (${(run.cpuMsPerOrder / bookings.cpuMsPerBooking).toFixed(2)} × a booking's ${bookings.cpuMsPerBooking.toFixed(2)} ms)`
  );
}
