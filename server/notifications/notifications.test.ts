import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NotificationDto, NotificationsDto } from '@shared/schemas/notifications';
import { adminUsers, auditLog, cateringOrders, mailOutbox, reservations } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { insertTestOrder } from '../../test-support/api/orders';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// A clock far from today: rows other test files make "now" fall outside the 14-day window.
const NOW = new Date('2033-07-10T18:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let ctx: TestContext;
let admin: TestAgent;
let manager: TestAgent;
let staff: TestAgent;

beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW });
  const signedIn = await Promise.all([signInAs(ctx, 'admin'), signInAs(ctx, 'manager'), signInAs(ctx, 'staff')]);
  [admin, manager, staff] = [signedIn[0].agent, signedIn[1].agent, signedIn[2].agent];
});
afterAll(() => ctx.close());

const tag = () => randomUUID().slice(0, 8);

async function addReservation(createdAt: Date, overrides: Partial<typeof reservations.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(reservations)
    .values({
      firstName: 'Selam',
      lastName: 'Tesfaye',
      email: `selam-${tag()}@diner.example`,
      phone: '6125550100',
      date: '2033-07-12',
      time: '18:30',
      guests: 4,
      createdAt,
      ...overrides,
    })
    .returning({ id: reservations.id });
  return `reservation-${row!.id}`;
}

async function addCatering(createdAt: Date) {
  const [row] = await ctx.database.db
    .insert(cateringOrders)
    .values({
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: `abebe-${tag()}@diner.example`,
      phone: '6125550101',
      eventType: 'Wedding',
      eventDate: '2033-08-06',
      eventTime: '17:00',
      guestCount: 120,
      deliveryAddress: '1 Lake St, Minneapolis',
      serviceType: 'delivery',
      createdAt,
    })
    .returning({ id: cateringOrders.id });
  return `catering-${row!.id}`;
}

async function addFailedMail(createdAt: Date) {
  const to = `guest-${tag()}@diner.example`;
  const [row] = await ctx.database.db
    .insert(mailOutbox)
    .values({
      kind: 'reservation-received',
      to,
      subject: 'Your reservation',
      text: 'body',
      status: 'failed',
      createdAt,
    })
    .returning({ id: mailOutbox.id });
  return { id: `mail-${row!.id}`, to };
}

async function list(agent: TestAgent): Promise<NotificationsDto> {
  const res = await agent.get('/api/admin/notifications');
  expect(res.status).toBe(200);
  return res.body as NotificationsDto;
}

const find = (body: NotificationsDto, id: string): NotificationDto | undefined =>
  body.items.find((item) => item.id === id);

describe('GET /api/admin/notifications', () => {
  test('recent bookings, catering requests and failed emails appear newest first with readable messages', async () => {
    const reservationId = await addReservation(minutesAgo(60));
    const cateringId = await addCatering(minutesAgo(120));
    const mail = await addFailedMail(minutesAgo(30));
    const tooOld = await addReservation(minutesAgo(15 * 24 * 60));

    const body = await list(admin);
    expect(find(body, reservationId)).toEqual({
      id: reservationId,
      type: 'reservation',
      title: 'New reservation',
      message: 'Selam T. · 4 guests · Tue Jul 12, 6:30 PM',
      facts: { type: 'reservation', name: 'Selam T.', guests: 4, date: '2033-07-12', time: '18:30' },
      time: minutesAgo(60).toISOString(),
      unread: true,
    });
    expect(find(body, cateringId)).toMatchObject({
      type: 'catering',
      title: 'New catering request',
      message: 'Abebe K. · Wedding · 120 guests · Sat Aug 6',
      facts: { type: 'catering', name: 'Abebe K.', eventType: 'Wedding', guests: 120, date: '2033-08-06' },
    });
    expect(find(body, mail.id)).toMatchObject({
      type: 'mail',
      title: 'Email not delivered',
      message: `To ${mail.to} · reservation-received`,
      facts: { type: 'mail', to: mail.to, kind: 'reservation-received' },
    });
    expect(find(body, tooOld)).toBeUndefined();

    const order = [mail.id, reservationId, cateringId].map((id) => body.items.findIndex((item) => item.id === id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body.items.length).toBeLessThanOrEqual(50);
    expect(body.unreadCount).toBe(body.items.filter((item) => item.unread).length);
  });

  test('failed emails show for managers but not for staff, who cannot open the outbox', async () => {
    const mail = await addFailedMail(minutesAgo(5));
    const reservationId = await addReservation(minutesAgo(6));
    expect(find(await list(manager), mail.id)).toBeDefined();
    const forStaff = await list(staff);
    expect(find(forStaff, mail.id)).toBeUndefined();
    expect(find(forStaff, reservationId)).toBeDefined();
    expect(forStaff.items.some((item) => item.type === 'mail')).toBe(false);
  });

  test('without a session it answers 401', async () => {
    expect((await request(ctx.app).get('/api/admin/notifications')).status).toBe(401);
  });
});

describe('pickup orders waiting to be accepted', () => {
  test('show for everyone who runs the board while they wait, and leave once accepted', async () => {
    const waiting = await insertTestOrder(ctx.database.db, {
      customerName: 'Liya Haile Bekele',
      pickupDate: '2033-07-10',
      pickupSlot: '13:30',
      pickupAt: new Date('2033-07-10T18:30:00Z'),
      createdAt: minutesAgo(3),
    });
    const accepted = await insertTestOrder(ctx.database.db, { status: 'accepted', createdAt: minutesAgo(2) });
    const asap = await insertTestOrder(ctx.database.db, { pickupAsap: true, createdAt: minutesAgo(1) });
    // Placed "after now" by another file's clock: not something that has happened.
    const future = await insertTestOrder(ctx.database.db, { createdAt: new Date('2093-01-01T12:00:00Z') });

    for (const agent of [staff, manager, admin]) {
      const { items } = await list(agent);
      const ids = items.map((item) => item.id);
      expect(ids).toContain(`online-order-${waiting.id}`);
      expect(ids).toContain(`online-order-${asap.id}`);
      expect(ids).not.toContain(`online-order-${accepted.id}`);
      expect(ids).not.toContain(`online-order-${future.id}`);
      expect(items.find((item) => item.id === `online-order-${waiting.id}`)).toMatchObject({
        type: 'online-order',
        title: 'Order waiting',
        message: `Liya B. · #${waiting.orderNumber} · $46.34 · Sun Jul 10, 1:30 PM`,
        facts: {
          type: 'online-order',
          name: 'Liya B.',
          orderNumber: waiting.orderNumber,
          total: '46.34',
          date: '2033-07-10',
          time: '13:30',
          asap: false,
        },
        unread: true,
      });
      expect(items.find((item) => item.id === `online-order-${asap.id}`)?.message).toMatch(/As soon as possible$/);
    }

    const read = await staff.post(`/api/admin/notifications/online-order-${waiting.id}/read`);
    expect(read.status).toBe(204);
    expect((await list(staff)).items.find((item) => item.id === `online-order-${waiting.id}`)?.unread).toBe(false);

    await staff.post(`/api/admin/online-orders/${waiting.id}/status`).send({ status: 'accepted' });
    expect((await list(staff)).items.map((item) => item.id)).not.toContain(`online-order-${waiting.id}`);
  });
});

describe('POST /api/admin/notifications/:id/read', () => {
  test('marks it read for this admin only, answers 204, may be repeated, and writes no audit row', async () => {
    const { agent: reader, admin: readerAdmin } = await signInAs(ctx, 'staff');
    const { agent: other } = await signInAs(ctx, 'staff');
    const id = await addReservation(minutesAgo(10));
    const before = await list(reader);
    expect(find(before, id)!.unread).toBe(true);

    const res = await reader.post(`/api/admin/notifications/${id}/read`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await reader.post(`/api/admin/notifications/${id}/read`)).status).toBe(204);

    const after = await list(reader);
    expect(find(after, id)!.unread).toBe(false);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(find(await list(other), id)!.unread).toBe(true);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.adminUserId, readerAdmin.id));
    expect(audits).toHaveLength(0);
  });

  test('an id that names no notification answers 404', async () => {
    for (const id of [
      'bogus',
      'reservation-abc',
      'order-1',
      'reservation-0',
      'reservation-2147483000',
      'mail-99999999999',
    ]) {
      const res = await admin.post(`/api/admin/notifications/${id}/read`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Notification not found');
    }
  });

  test('without a session it answers 401', async () => {
    const id = await addReservation(minutesAgo(1));
    expect((await request(ctx.app).post(`/api/admin/notifications/${id}/read`)).status).toBe(401);
  });
});

describe('POST /api/admin/notifications/clear', () => {
  test('hides everything so far for this admin only; later events show again', async () => {
    const { agent: clearer, admin: clearerAdmin } = await signInAs(ctx, 'manager');
    const updatedAt = async () =>
      (
        await ctx.database.db
          .select({ at: adminUsers.updatedAt })
          .from(adminUsers)
          .where(eq(adminUsers.id, clearerAdmin.id))
      )[0]!.at;
    const updatedBefore = await updatedAt();
    const { agent: other } = await signInAs(ctx, 'manager');
    const earlier = await addReservation(minutesAgo(20));
    const mail = await addFailedMail(minutesAgo(21));
    expect(find(await list(clearer), earlier)).toBeDefined();

    const res = await clearer.post('/api/admin/notifications/clear');
    expect(res.status).toBe(204);
    expect(await updatedAt()).toEqual(updatedBefore);
    const cleared = await list(clearer);
    expect(find(cleared, earlier)).toBeUndefined();
    expect(find(cleared, mail.id)).toBeUndefined();
    expect(find(await list(other), earlier)).toBeDefined();

    const later = await addReservation(new Date(NOW.getTime() + 60_000));
    const again = await list(clearer);
    expect(find(again, later)).toMatchObject({ unread: true });
    expect(again.unreadCount).toBeGreaterThanOrEqual(1);
  });

  test('malformed JSON answers 400; without a session 401', async () => {
    const bad = await admin.post('/api/admin/notifications/clear').set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
    expect((await request(ctx.app).post('/api/admin/notifications/clear')).status).toBe(401);
  });
});
