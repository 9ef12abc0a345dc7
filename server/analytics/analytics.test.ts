import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnalyticsDto } from '@shared/analytics';
import type { ReservationStatus } from '@shared/constants';
import {
  auditLog,
  cateringOrders,
  giftCardTransactions,
  giftCards,
  menuItems,
  onlineOrderHistory,
  onlineOrderLines,
  onlineOrders,
  reservations,
} from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// 23:50 on Wednesday 11 June 2087 in Chicago (CDT, UTC-5): far from the dates other test files
// use, so the 30-day window and "today" hold only this file's rows.
const NOW = new Date('2087-06-12T04:50:00Z');
const TODAY = '2087-06-11';

const tag = () => randomUUID().slice(0, 8);

function reservation(date: string, guests: number, status: ReservationStatus = 'pending') {
  return {
    firstName: 'Hana',
    lastName: 'Girma',
    email: `hana-${tag()}@diner.example`,
    phone: '6125550102',
    date,
    time: '19:00',
    guests,
    status,
  };
}

function catering(
  status: 'pending' | 'quoted' | 'confirmed' | 'completed' | 'cancelled',
  quotedAmount: string | null,
  quoteSent = false,
) {
  return {
    firstName: 'Abebe',
    lastName: 'Kebede',
    email: `abebe-${tag()}@diner.example`,
    phone: '6125550101',
    eventType: 'Corporate Event',
    eventDate: '2087-07-01',
    eventTime: '12:00',
    guestCount: 40,
    deliveryAddress: '1 Lake St, Minneapolis',
    serviceType: 'delivery' as const,
    status,
    quotedAmount,
    quoteSent,
  };
}

function order(createdAt: string, total: string) {
  return {
    orderNumber: `ORD-${tag()}`,
    customerName: 'Meron A.',
    phone: '6125550103',
    orderType: 'pickup',
    items: 'Doro Wot x1',
    subtotal: total,
    tax: '0.00',
    total,
    createdAt: new Date(createdAt),
  };
}

async function analytics(agent: ReturnType<typeof request.agent>): Promise<AnalyticsDto> {
  const res = await agent.get('/api/admin/analytics');
  expect(res.status).toBe(200);
  return res.body as AnalyticsDto;
}

// Other test files never book in 2087, but a rerun on the same database finds this file's rows
// from before: figures here are compared before and after the rows are added.
describe('GET /api/admin/analytics on the shared database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { now: () => NOW });
  });
  afterAll(() => ctx.close());

  test('bookings per day, today and upcoming count this window only and skip cancelled ones and no-shows', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const before = await analytics(agent);
    await ctx.database.db
      .insert(reservations)
      .values([
        reservation(TODAY, 4, 'confirmed'),
        reservation(TODAY, 2, 'pending'),
        reservation(TODAY, 3, 'seated'),
        reservation(TODAY, 6, 'cancelled'),
        reservation(TODAY, 5, 'no_show'),
        reservation('2087-06-01', 3, 'completed'),
        reservation('2087-06-01', 9, 'no_show'),
        reservation('2087-05-13', 5),
        reservation('2087-05-12', 7),
        reservation('2087-06-20', 8),
      ]);
    const after = await analytics(agent);

    const dates = after.reservationsByDay.map((day) => day.date);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2087-05-13');
    expect(dates.at(-1)).toBe(TODAY);
    expect(dates.every((date, index) => index === 0 || date > dates[index - 1]!)).toBe(true);
    const added = after.reservationsByDay.map((day, index) => ({
      date: day.date,
      bookings: day.bookings - before.reservationsByDay[index]!.bookings,
      covers: day.covers - before.reservationsByDay[index]!.covers,
    }));
    expect(added.filter((day) => day.bookings !== 0 || day.covers !== 0)).toEqual([
      { date: '2087-05-13', bookings: 1, covers: 5 },
      { date: '2087-06-01', bookings: 1, covers: 3 },
      { date: TODAY, bookings: 3, covers: 9 },
    ]);
    expect(after.todayReservations.bookings - before.todayReservations.bookings).toBe(3);
    expect(after.todayReservations.covers - before.todayReservations.covers).toBe(9);
    expect(after.upcomingReservations.bookings - before.upcomingReservations.bookings).toBe(4);
    expect(after.upcomingReservations.covers - before.upcomingReservations.covers).toBe(17);
    expect(Object.keys(after.reservationStatus).sort()).toEqual([
      'cancelled',
      'completed',
      'confirmed',
      'no_show',
      'pending',
      'seated',
    ]);
    expect(after.reservationStatus.seated - before.reservationStatus.seated).toBe(1);
    expect(after.reservationStatus.no_show - before.reservationStatus.no_show).toBe(2);
  });

  test('no-show and cancellation rates count the 30 days by reservation date: no-shows of past days only, cancellations up to today', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const before = await analytics(agent);
    await ctx.database.db.insert(reservations).values([
      // Days of the window that have passed (2087-05-13 to yesterday).
      reservation('2087-05-13', 2, 'no_show'),
      reservation('2087-06-10', 2, 'no_show'),
      reservation('2087-06-10', 4, 'completed'),
      reservation('2087-06-10', 4, 'seated'),
      reservation('2087-06-05', 2, 'confirmed'),
      reservation('2087-06-05', 2, 'pending'),
      reservation('2087-06-05', 6, 'cancelled'),
      // Today: its guests may still come, so only the cancellation rate counts it.
      reservation(TODAY, 2, 'no_show'),
      reservation(TODAY, 2, 'confirmed'),
      reservation(TODAY, 2, 'cancelled'),
      // Outside the window: the day before it, and tomorrow.
      reservation('2087-05-12', 2, 'no_show'),
      reservation('2087-05-12', 2, 'cancelled'),
      reservation('2087-06-12', 2, 'cancelled'),
    ]);
    const after = await analytics(agent);

    expect(after.noShowRate).toMatchObject({ from: '2087-05-13', to: '2087-06-10' });
    expect(after.cancellationRate).toMatchObject({ from: '2087-05-13', to: TODAY });
    // 2 no-shows of 6 bookings of past days that were not cancelled.
    expect(after.noShowRate.count - before.noShowRate.count).toBe(2);
    expect(after.noShowRate.outOf - before.noShowRate.outOf).toBe(6);
    // 2 cancellations of 10 bookings of the window's days, today included.
    expect(after.cancellationRate.count - before.cancellationRate.count).toBe(2);
    expect(after.cancellationRate.outOf - before.cancellationRate.outOf).toBe(10);
    for (const rate of [after.noShowRate, after.cancellationRate]) {
      expect(rate.percent).toBe(Math.round((rate.count * 1000) / rate.outOf) / 10);
    }
  });

  test("online orders count for the restaurant's day: 23:30 Chicago is still today, 00:10 the next day is not", async () => {
    const { agent } = await signInAs(ctx, 'manager');
    const before = await analytics(agent);
    await ctx.database.db.insert(onlineOrders).values([
      order('2087-06-12T04:30:00Z', '40.25'), // 23:30 on the 11th in Chicago
      order('2087-06-11T05:10:00Z', '19.80'), // 00:10 on the 11th
      order('2087-06-11T04:30:00Z', '99.00'), // 23:30 on the 10th
      order('2087-06-12T05:10:00Z', '50.00'), // 00:10 on the 12th
    ]);
    const after = await analytics(agent);
    expect(after.onlineOrders.ordersToday - before.onlineOrders.ordersToday).toBe(2);
    expect((Number(after.onlineOrders.revenueToday) - Number(before.onlineOrders.revenueToday)).toFixed(2)).toBe(
      '60.05',
    );
    expect(after.onlineOrders.revenueToday).toMatch(/^\d+\.\d{2}$/);
    expect(after.activeOrders).toBe(after.onlineOrders.ordersToday + after.cateringStatus.pending);
  });

  test("online orders rejected, cancelled or not picked up earn nothing: left out of today's revenue and count", async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const before = await analytics(agent);
    const placedToday = '2087-06-11T18:00:00Z';
    const statuses = ['pending', 'accepted', 'ready', 'completed', 'rejected', 'cancelled', 'no_show'] as const;
    await ctx.database.db
      .insert(onlineOrders)
      .values(statuses.map((status, index) => ({ ...order(placedToday, `${10 + index}.00`), status })));
    const after = await analytics(agent);
    // 10 + 11 + 12 + 13: the orders still to be made or handed over, and the one picked up.
    expect(after.onlineOrders.ordersToday - before.onlineOrders.ordersToday).toBe(4);
    expect((Number(after.onlineOrders.revenueToday) - Number(before.onlineOrders.revenueToday)).toFixed(2)).toBe(
      '46.00',
    );
  });

  test('gift card figures go to admins and managers only; staff get null, as they may not read gift cards', async () => {
    const staff = await analytics((await signInAs(ctx, 'staff')).agent);
    expect(staff.giftCards).toBeNull();
    const manager = await analytics((await signInAs(ctx, 'manager')).agent);
    expect(manager.giftCards).toEqual({
      sold: expect.any(Number),
      totalValue: expect.stringMatching(/^\d+\.\d{2}$/),
      active: expect.any(Number),
      redemptionRate: expect.any(Number),
      redeemedTotal: expect.stringMatching(/^\d+\.\d{2}$/),
      outstanding: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  test('money figures are 2-decimal strings; without a session it answers 401', async () => {
    const { agent } = await signInAs(ctx, 'manager');
    const body = await analytics(agent);
    for (const value of [
      body.cateringRevenue,
      body.cateringPipeline.quotedValue,
      body.cateringPipeline.confirmedValue,
      body.giftCards!.totalValue,
      body.onlineOrders.averageOrder,
    ]) {
      expect(value).toMatch(/^\d+\.\d{2}$/);
    }
    expect(body.recentActivity.length).toBeLessThanOrEqual(10);
    const res = await request(ctx.app).get('/api/admin/analytics');
    expect(res.status).toBe(401);
  });
});

// Catering, gift card, menu and status totals cover every row ever made, so exact figures are
// checked on a database of this file's own, where the seed is the only other data.
describe('GET /api/admin/analytics on a database of its own', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
  });
  afterAll(() => own.close());

  test('every figure is zero on an empty restaurant, then matches the rows added', async () => {
    const { agent } = await signInAs(own, 'manager');
    const db = own.database.db;
    const [menu] = await db.select({ n: count() }).from(menuItems);

    const empty = await analytics(agent);
    expect(empty.reservationsByDay).toHaveLength(30);
    expect(empty.reservationsByDay.every((day) => day.bookings === 0 && day.covers === 0)).toBe(true);
    expect(empty.reservationStatus).toEqual({
      pending: 0,
      confirmed: 0,
      seated: 0,
      completed: 0,
      no_show: 0,
      cancelled: 0,
    });
    // No bookings: 0 %, never NaN (which JSON would send as null).
    expect(empty.noShowRate).toEqual({ count: 0, outOf: 0, percent: 0, from: '2087-05-13', to: '2087-06-10' });
    expect(empty.cancellationRate).toEqual({ count: 0, outOf: 0, percent: 0, from: '2087-05-13', to: TODAY });
    expect(empty.cateringStatus).toEqual({ pending: 0, quoted: 0, confirmed: 0, completed: 0, cancelled: 0 });
    expect(empty.cateringPipeline).toEqual({ needsQuote: 0, quotedValue: '0.00', confirmedValue: '0.00' });
    expect(empty.cateringRevenue).toBe('0.00');
    expect(empty.onlineOrders).toEqual({ revenueToday: '0.00', ordersToday: 0, averageOrder: '0.00' });
    expect(empty.activeOrders).toBe(0);
    expect(empty.giftCards).toEqual({
      sold: 0,
      totalValue: '0.00',
      active: 0,
      redemptionRate: 0,
      redeemedTotal: '0.00',
      outstanding: '0.00',
    });
    expect(empty.menu).toEqual({ items: menu!.n, available: menu!.n, featured: 3 });

    await db
      .insert(reservations)
      .values([
        reservation(TODAY, 2),
        reservation('2087-06-13', 4),
        reservation(TODAY, 3, 'confirmed'),
        reservation(TODAY, 5, 'cancelled'),
      ]);
    await db
      .insert(cateringOrders)
      .values([
        catering('pending', null),
        catering('pending', null),
        catering('pending', '400.00', true),
        catering('quoted', '500.00', true),
        catering('quoted', '250.50', true),
        catering('confirmed', '1000.00', true),
        catering('completed', '1200.00', true),
        catering('completed', '300.25', true),
        catering('cancelled', '999.99', true),
      ]);
    await db
      .insert(onlineOrders)
      .values([order('2087-06-11T22:00:00Z', '40.25'), order('2087-06-11T23:00:00Z', '19.80')]);
    const expiryDate = new Date('2088-06-11T00:00:00Z');
    const card = (amount: string, balance: string, status: 'active' | 'used' | 'expired', expires = expiryDate) => ({
      code: `GC-${tag()}`,
      amount,
      balance,
      recipientName: 'Liya',
      recipientEmail: `liya-${tag()}@diner.example`,
      senderName: 'Dawit',
      status,
      expiryDate: expires,
    });
    // The last card is still marked active but its year is over: it counts as expired, as the list shows it.
    const [, used] = await db
      .insert(giftCards)
      .values([
        card('50.00', '50.00', 'active'),
        card('100.00', '0.00', 'used'),
        card('10.50', '10.50', 'expired'),
        card('20.00', '20.00', 'active', new Date('2087-06-01T00:00:00Z')),
      ])
      .returning({ id: giftCards.id });
    // The used card's ledger: spent at the table, one redemption undone on the way.
    const [spent] = await db
      .insert(giftCardTransactions)
      .values([
        { giftCardId: used!.id, kind: 'redeem', amount: '-30.00', balanceAfter: '70.00' },
        { giftCardId: used!.id, kind: 'redeem', amount: '-100.00', balanceAfter: '0.00' },
      ])
      .returning({ id: giftCardTransactions.id });
    await db
      .insert(giftCardTransactions)
      .values({ giftCardId: used!.id, kind: 'undo', amount: '30.00', balanceAfter: '100.00', reversesId: spent!.id });
    const someItems = await db.select({ id: menuItems.id }).from(menuItems).limit(2);
    await db
      .update(menuItems)
      .set({ available: false })
      .where(
        inArray(
          menuItems.id,
          someItems.map((item) => item.id),
        ),
      );

    const body = await analytics(agent);
    expect(body.reservationStatus).toEqual({
      pending: 2,
      confirmed: 1,
      seated: 0,
      completed: 0,
      no_show: 0,
      cancelled: 1,
    });
    // Only today's bookings are in the window and today has not passed: no no-show rate yet.
    expect(body.noShowRate).toMatchObject({ count: 0, outOf: 0, percent: 0 });
    expect(body.cancellationRate).toMatchObject({ count: 1, outOf: 3, percent: 33.3 });
    expect(body.todayReservations).toEqual({ bookings: 2, covers: 5 });
    expect(body.upcomingReservations).toEqual({ bookings: 3, covers: 9 });
    expect(body.cateringStatus).toEqual({ pending: 3, quoted: 2, confirmed: 1, completed: 2, cancelled: 1 });
    expect(body.cateringPipeline).toEqual({ needsQuote: 2, quotedValue: '750.50', confirmedValue: '1000.00' });
    expect(body.cateringRevenue).toBe('1500.25');
    expect(body.onlineOrders).toEqual({ revenueToday: '60.05', ordersToday: 2, averageOrder: '30.03' });
    expect(body.activeOrders).toBe(2 + 3);
    // Redeemed 100.00 of 180.50 issued; only the first card is active and unexpired.
    expect(body.giftCards).toEqual({
      sold: 4,
      totalValue: '180.50',
      active: 1,
      redemptionRate: 55.4,
      redeemedTotal: '100.00',
      outstanding: '50.00',
    });
    expect(body.menu).toEqual({ items: menu!.n, available: menu!.n - 2, featured: 3 });
  });

  test('recent activity merges bookings, catering requests and admin changes, newest first, at most 10', async () => {
    const { agent, admin } = await signInAs(own, 'admin');
    const db = own.database.db;
    const at = (minute: number) => new Date(Date.UTC(2087, 5, 12, 5, minute));
    await db.insert(auditLog).values([
      {
        adminUserId: admin.id,
        username: admin.username,
        action: 'update',
        entity: 'menu-item',
        entityId: '7',
        createdAt: at(3),
      },
      {
        adminUserId: admin.id,
        username: admin.username,
        action: 'retry',
        entity: 'mail',
        entityId: '12',
        createdAt: at(2),
      },
    ]);
    await db.insert(reservations).values({ ...reservation('2087-06-14', 6), createdAt: at(4) });
    await db.insert(cateringOrders).values({ ...catering('pending', null), createdAt: at(1) });
    for (let minute = 10; minute < 17; minute += 1) {
      await db
        .insert(auditLog)
        .values({ username: 'owner', action: 'toggle-availability', entity: 'menu-item', createdAt: at(minute) });
    }

    const body = await analytics(agent);
    expect(body.recentActivity).toHaveLength(10);
    const times = body.recentActivity.map((item) => item.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.recentActivity[0]).toEqual({
      type: 'audit',
      title: 'Menu item availability changed',
      detail: 'By owner',
      facts: { type: 'audit', entity: 'menu-item', action: 'toggle-availability', username: 'owner', entityId: null },
      time: at(16).toISOString(),
    });
    // The catering request (minute 1) is the eleventh event and falls off.
    expect(body.recentActivity.slice(7)).toEqual([
      {
        type: 'reservation',
        title: 'New reservation',
        detail: 'Hana G. · 6 guests · Sat Jun 14, 7:00 PM',
        facts: { type: 'reservation', name: 'Hana G.', guests: 6, date: '2087-06-14', time: '19:00' },
        time: at(4).toISOString(),
      },
      {
        type: 'audit',
        title: 'Menu item updated',
        detail: `By ${admin.username} · #7`,
        facts: { type: 'audit', entity: 'menu-item', action: 'update', username: admin.username, entityId: '7' },
        time: at(3).toISOString(),
      },
      {
        type: 'audit',
        title: 'Email sent again',
        detail: `By ${admin.username} · #12`,
        facts: { type: 'audit', entity: 'mail', action: 'retry', username: admin.username, entityId: '12' },
        time: at(2).toISOString(),
      },
    ]);
  });
});

// Exact rates, and the window moving at midnight in the restaurant's zone, on a database of its own.
describe('no-show and cancellation rates on a database of their own', () => {
  let own: TestContext;
  let now = NOW;
  beforeAll(async () => {
    own = await createTestContext({}, { now: () => now, isolatedDatabase: true });
  });
  afterAll(() => own.close());

  test('4 no-shows of 120 bookings read 3.3 %; 8 cancellations of 132 read 6.1 %; today joins after midnight in Chicago', async () => {
    const { agent } = await signInAs(own, 'staff');
    const rows = [
      // 120 bookings of past days that were not cancelled, 4 of them no-shows, spread over the window.
      ...Array.from({ length: 120 }, (_, index) => {
        const date = `2087-06-${String((index % 10) + 1).padStart(2, '0')}`;
        const status: ReservationStatus =
          index < 4
            ? 'no_show'
            : index < 100
              ? 'completed'
              : index < 110
                ? 'seated'
                : index < 115
                  ? 'confirmed'
                  : 'pending';
        return reservation(date, 2, status);
      }),
      ...Array.from({ length: 6 }, () => reservation('2087-05-20', 2, 'cancelled')),
      // Today (11 June in Chicago, already the 12th in UTC).
      reservation(TODAY, 2, 'confirmed'),
      reservation(TODAY, 2, 'confirmed'),
      reservation(TODAY, 2, 'seated'),
      reservation(TODAY, 2, 'no_show'),
      reservation(TODAY, 2, 'cancelled'),
      reservation(TODAY, 2, 'cancelled'),
      // Outside the window.
      reservation('2087-05-12', 2, 'no_show'),
      reservation('2087-05-12', 2, 'cancelled'),
      reservation('2087-06-12', 2, 'cancelled'),
    ];
    await own.database.db.insert(reservations).values(rows);

    const body = await analytics(agent);
    expect(body.noShowRate).toEqual({ count: 4, outOf: 120, percent: 3.3, from: '2087-05-13', to: '2087-06-10' });
    expect(body.cancellationRate).toEqual({ count: 8, outOf: 132, percent: 6.1, from: '2087-05-13', to: TODAY });

    // 00:10 on 12 June in Chicago: the 11th has passed (its no-show and its 4 other live bookings
    // join the no-show rate), and the 12th's cancellation is now today's.
    now = new Date('2087-06-12T05:10:00Z');
    const next = await analytics(agent);
    expect(next.noShowRate).toEqual({ count: 5, outOf: 124, percent: 4, from: '2087-05-14', to: TODAY });
    expect(next.cancellationRate).toEqual({ count: 9, outOf: 133, percent: 6.8, from: '2087-05-14', to: '2087-06-12' });
  });
});

describe('pickup ordering figures on a database of their own', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
  });
  afterAll(() => own.close());

  type Status = 'pending' | 'accepted' | 'ready' | 'completed' | 'no_show' | 'cancelled';
  /** An order placed at `createdAt` (UTC), to be picked up on `pickupDate`, with its dishes. */
  async function placed(
    createdAt: string,
    status: Status,
    pickupDate: string,
    lines: [string, number][] = [['Doro Wot', 1]],
  ) {
    const [row] = await own.database.db
      .insert(onlineOrders)
      .values({ ...order(createdAt, '20.00'), status, pickupDate, pickupSlot: '18:00' })
      .returning({ id: onlineOrders.id });
    await own.database.db.insert(onlineOrderLines).values(
      lines.map(([name, quantity], position) => ({
        orderId: row!.id,
        position,
        name,
        quantity,
        unitPrice: '10.00',
        lineTotal: (10 * quantity).toFixed(2),
      })),
    );
    return row!.id;
  }

  test('orders per day and hour, top dishes, accepted-to-ready minutes, no-show rate and the coming pickup days', async () => {
    const { agent } = await signInAs(own, 'manager');
    const empty = (await analytics(agent)).ordering;
    expect(empty.perDay).toHaveLength(30);
    expect(empty.perDay.every((day) => day.orders === 0)).toBe(true);
    expect(empty).toMatchObject({
      topDishes: [],
      acceptedToReadyMinutes: null,
      noShowRate: { count: 0, outOf: 0, percent: 0 },
    });
    expect(empty.byHour).toHaveLength(24);
    expect(empty.byPickupDay[0]).toEqual({ date: TODAY, orders: 0 });

    // 23:30 in Chicago is still today; 00:10 on the 12th in Chicago is not in the window.
    const lateToday = await placed('2087-06-12T04:30:00Z', 'accepted', '2087-06-12', [
      ['Doro Wot', 2],
      ['Sambusa', 3],
    ]);
    await placed('2087-06-10T17:15:00Z', 'completed', '2087-06-10', [['Sambusa', 4]]);
    await placed('2087-06-10T17:40:00Z', 'no_show', '2087-06-10', [['Kitfo', 1]]);
    await placed('2087-06-09T17:05:00Z', 'completed', '2087-06-09', [['Kitfo', 1]]);
    await placed('2087-06-09T18:00:00Z', 'cancelled', '2087-06-13', [['Tibs', 9]]);
    await placed('2087-06-11T16:00:00Z', 'pending', '2087-06-13');
    await placed('2087-05-01T17:00:00Z', 'completed', '2087-05-01', [['Tibs', 20]]);
    const history = own.database.db.insert(onlineOrderHistory);
    await history.values([
      { orderId: lateToday, status: 'accepted', at: new Date('2087-06-10T17:00:00Z') },
      { orderId: lateToday, status: 'ready', at: new Date('2087-06-10T17:20:00Z') },
      { orderId: lateToday + 1, status: 'accepted', at: new Date('2087-06-10T17:20:00Z') },
      { orderId: lateToday + 1, status: 'ready', at: new Date('2087-06-10T17:50:00Z') },
    ]);

    const { ordering } = await analytics(agent);
    const dayOf = (date: string) => ordering.perDay.find((day) => day.date === date)?.orders;
    expect(ordering.perDay.at(-1)).toEqual({ date: TODAY, orders: 2 });
    expect([dayOf('2087-06-10'), dayOf('2087-06-09')]).toEqual([2, 2]);
    expect(ordering.perDay.reduce((sum, day) => sum + day.orders, 0)).toBe(6);
    // The cancelled order's 9 Tibs and the order older than 30 days are left out.
    expect(ordering.topDishes).toEqual([
      { name: 'Sambusa', quantity: 7 },
      { name: 'Doro Wot', quantity: 3 },
      { name: 'Kitfo', quantity: 2 },
    ]);
    expect(ordering.acceptedToReadyMinutes).toBe(25);
    expect(ordering.noShowRate).toMatchObject({ count: 1, outOf: 3, percent: 33.3 });
    // Placed at 12:15 and 12:40 PM, 12:05 and 1:00 PM, 11:00 AM and 11:30 PM Chicago time.
    const hour = (h: number) => ordering.byHour[h]?.orders;
    expect([hour(11), hour(12), hour(13), hour(23), hour(0)]).toEqual([1, 3, 1, 1, 0]);
    // Still to be picked up: the accepted one tomorrow and the pending one the day after; the cancelled one not.
    expect(ordering.byPickupDay.slice(0, 3)).toEqual([
      { date: TODAY, orders: 0 },
      { date: '2087-06-12', orders: 1 },
      { date: '2087-06-13', orders: 1 },
    ]);
    expect(ordering.byPickupDay.at(-1)?.date).toBe('2087-06-18');
  });
});
