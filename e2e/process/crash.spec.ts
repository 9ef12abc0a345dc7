import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreatedReservationDto, ReservationDto } from '@shared/schemas/reservation';
import type { AdminOnlineOrderDto, OrderStatusDto, PlacedOrderDto } from '@shared/schemas/ordering';
import { restaurantDate } from '../support/dates';
import { expect, expectJson, onEachDatabase, signInAsOwner, test, type ExitResult } from '../support/server-process';
import { lettersOf } from '../../test-support/names';

const BOOKINGS = 300;
const IN_FLIGHT = 20;
const KILL_AFTER_ANSWERS = BOOKINGS / 3;
// Booking n: one of 50 days from 2 days ahead (no same-day lead time), one of the 20 slots every
// day of the default hours offers (11:00 to the Sunday last seating, 20:30), 1 to 4 guests: at
// most 6 bookings and 24 guests a day, far below the 80-guest capacity, and at most 3 bookings
// (12 guests) in one slot, below its pacing of 24.
const DAYS = 50;
const SLOTS = Array.from(
  { length: 20 },
  (_, i) => `${String(11 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

function booking(n: number) {
  return {
    firstName: 'Burst',
    lastName: `Diner-${lettersOf(n)}`,
    email: `burst-${n}@diner.example`,
    phone: `(612) 555-${String(n).padStart(4, '0')}`,
    date: restaurantDate(2 + (n % DAYS)),
    time: SLOTS[n % SLOTS.length]!,
    guests: 1 + (n % 4),
  };
}

// Every third request of the burst is a pickup order instead: one portion of a dish without
// choices, tomorrow or the day after, at one of 37 pickup times from 11:30 to 20:30 (inside every
// day's default hours less the prep and last-pickup margins): at most 2 orders in a slot, far
// below its kitchen load of 12.
const ORDER_EVERY = 3;
const PICKUP_TIMES = Array.from({ length: 37 }, (_, i) => {
  const minutes = 11 * 60 + 30 + 15 * i;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function pickupOrder(n: number, menuItemId: number) {
  return {
    customerName: `Burst Orderer ${lettersOf(n)}`,
    phone: `(612) 555-${String(n).padStart(4, '0')}`,
    email: `burst-order-${n}@diner.example`,
    pickupTime: `${restaurantDate(1 + (n % 2))}T${PICKUP_TIMES[Math.floor(n / 2) % PICKUP_TIMES.length]}`,
    items: [{ menuItemId, quantity: 1 }],
    paymentMethod: 'pay_at_pickup',
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

onEachDatabase((driver) => {
  test('SIGKILL in the middle of a burst of bookings: a restart has every booking that was answered 201, once', async ({
    launch,
    clientFor,
    store,
  }) => {
    // Diners reach the server through a proxy on this machine, each from an address of their own.
    const first = await launch({ TRUST_PROXY: 'true' });
    const diners = await clientFor(first);

    const menu = await expectJson<{ id: number; orderable: boolean; options: { required: boolean }[] }[]>(
      await diners.get('/api/menu-items'),
      200,
    );
    const dish = menu.find((item) => item.orderable && item.options.every((option) => !option.required));
    expect(dish, 'a dish to order without choices').toBeDefined();
    const created = new Map<number, ReservationDto>();
    const ordered = new Map<number, PlacedOrderDto>();
    const otherAnswers: string[] = [];
    let unanswered = 0;
    let sent = 0;
    let killed: Promise<ExitResult> | undefined;

    async function dinerQueue() {
      while (sent < BOOKINGS && !killed) {
        const n = sent++;
        const forwardedFor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        try {
          if (n % ORDER_EVERY === ORDER_EVERY - 1) {
            const res = await diners.post('/api/orders', {
              data: pickupOrder(n, dish!.id),
              headers: { 'X-Forwarded-For': forwardedFor, 'Idempotency-Key': `burst-order-${n}` },
              timeout: 30_000,
              maxRetries: 0,
            });
            if (res.status() === 201) ordered.set(n, (await res.json()) as PlacedOrderDto);
            else otherAnswers.push(`${n}: ${res.status()} ${await res.text()}`);
            if (!killed && created.size + ordered.size + otherAnswers.length >= KILL_AFTER_ANSWERS)
              killed = first.stop('SIGKILL');
            continue;
          }
          const res = await diners.post('/api/reservations', {
            data: booking(n),
            headers: { 'X-Forwarded-For': forwardedFor },
            timeout: 30_000,
            // A booking cut off by the kill stays unanswered: never sent again, to this server or the next.
            maxRetries: 0,
          });
          if (res.status() === 201) {
            // The staff list never shows the diner's manage link; the rest must match it exactly.
            const { managePath: _link, ...reservation } = (await res.json()) as CreatedReservationDto;
            created.set(n, reservation);
          } else otherAnswers.push(`${n}: ${res.status()} ${await res.text()}`);
        } catch (error) {
          // After the kill: the connection died with the process before an answer arrived.
          if (killed) unanswered += 1;
          else otherAnswers.push(`${n}: ${String(error)}`);
        }
        if (!killed && created.size + ordered.size + otherAnswers.length >= KILL_AFTER_ANSWERS)
          killed = first.stop('SIGKILL');
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, dinerQueue));

    expect(killed, 'the server was killed during the burst').toBeDefined();
    expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
    expect(otherAnswers, 'every booking answered before the kill was accepted').toEqual([]);
    expect(created.size + ordered.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(ordered.size, 'orders were answered before the kill').toBeGreaterThan(0);
    expect(sent, 'the burst was cut short').toBeLessThan(BOOKINGS);
    expect(created.size + ordered.size + unanswered).toBe(sent);

    if (driver === 'embedded') {
      // The dead server's lock is still there, naming a process that no longer runs.
      const lock = join(store.dataDir!, 'server.lock');
      expect(readFileSync(lock, 'utf8')).toBe(String(first.pid));
      expect(isRunning(first.pid)).toBe(false);
    }

    const second = await launch({ TRUST_PROXY: 'true' });
    if (driver === 'embedded') {
      expect(readFileSync(join(store.dataDir!, 'server.lock'), 'utf8')).toBe(String(second.pid));
      expect(second.output()).not.toContain('in use by another server');
    }

    test.info().annotations.push({
      type: 'burst',
      description: `${sent} sent, ${created.size} bookings and ${ordered.size} orders answered 201 before the kill, ${unanswered} cut off`,
    });
    const staff = await clientFor(second);
    await signInAsOwner(staff);
    const stored = await expectJson<ReservationDto[]>(await staff.get('/api/admin/reservations'), 200);

    // Every 201 is there under its id, exactly as it was answered.
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const reservation of created.values()) expect(byId.get(reservation.id)).toEqual(reservation);
    // Nothing is stored twice. A booking still unanswered at the kill may or may not have been
    // committed; either way it is there once at most.
    const rowsPerBooking = new Map<string, number>();
    for (const row of stored) rowsPerBooking.set(row.lastName, (rowsPerBooking.get(row.lastName) ?? 0) + 1);
    for (let n = 0; n < sent; n += 1) {
      if (n % ORDER_EVERY === ORDER_EVERY - 1) continue;
      const rows = rowsPerBooking.get(booking(n).lastName) ?? 0;
      if (created.has(n)) expect(rows, `rows of booking ${n}`).toBe(1);
      else expect(rows, `rows of booking ${n}`).toBeLessThanOrEqual(1);
    }
    test.info().annotations.push({ type: 'stored', description: `${stored.length} bookings after the restart` });
    const sentNames = new Set(Array.from({ length: sent }, (_, n) => booking(n).lastName));
    expect(stored.every((row) => sentNames.has(row.lastName))).toBe(true);

    // Every order answered 201 is there once, with its lines and total, and its diner's link reads it.
    const dinersAfter = await clientFor(second);
    const orders: AdminOnlineOrderDto[] = [];
    for (const date of [restaurantDate(1), restaurantDate(2)])
      orders.push(
        ...(await expectJson<AdminOnlineOrderDto[]>(await staff.get(`/api/admin/online-orders?date=${date}`), 200)),
      );
    const ordersByNumber = new Map<string, AdminOnlineOrderDto[]>();
    for (const order of orders)
      ordersByNumber.set(order.orderNumber, [...(ordersByNumber.get(order.orderNumber) ?? []), order]);
    for (const [n, placed] of ordered) {
      const rows = ordersByNumber.get(placed.orderNumber) ?? [];
      expect(rows, `rows of order ${n}`).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        customerName: pickupOrder(n, 0).customerName,
        total: placed.total,
        lines: placed.lines,
      });
      const status = await expectJson<OrderStatusDto>(
        await dinersAfter.get(`/api/orders/status/${placed.statusToken}`),
        200,
      );
      expect(status.orderNumber).toBe(placed.orderNumber);
    }
    const namesPerOrder = new Map<string, number>();
    for (const order of orders) namesPerOrder.set(order.customerName, (namesPerOrder.get(order.customerName) ?? 0) + 1);
    for (const count of namesPerOrder.values()) expect(count, 'no order is stored twice').toBe(1);
    test.info().annotations.push({ type: 'stored orders', description: `${orders.length} orders after the restart` });

    // The restarted server takes bookings again.
    const again = await clientFor(second, { 'X-Forwarded-For': '10.255.0.1' });
    await expectJson<ReservationDto>(await again.post('/api/reservations', { data: booking(BOOKINGS) }), 201);

    await second.stop();
    if (driver === 'embedded') expect(existsSync(join(store.dataDir!, 'server.lock'))).toBe(false);
  });
});
