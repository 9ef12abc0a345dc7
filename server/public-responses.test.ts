import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAs } from '../test-support/api/admins';
import { createTestContext, type TestContext } from '../test-support/api/test-app';
import { lettersOf } from '../test-support/names';

// 10:00 in Minneapolis on a Monday far from the dates other test files book.
const NOW = new Date('2032-05-10T15:00:00Z');

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInAs>>;
const tag = randomUUID().slice(0, 8);
const diner = {
  firstName: `Mekdes${lettersOf(tag)}`,
  lastName: `Alemu${lettersOf(tag)}`,
  email: `mekdes-${tag}@diner.example`,
  phone: `612-555-${String(parseInt(tag.slice(0, 4), 16) % 10_000).padStart(4, '0')}`,
};

beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW });
  admin = await signInAs(ctx, 'admin');
  await request(ctx.app)
    .post('/api/reservations')
    .send({ ...diner, date: '2032-05-20', time: '18:30', guests: 2, requests: 'Window table' })
    .expect(201);
  await request(ctx.app)
    .post('/api/catering-requests')
    .send({
      ...diner,
      eventType: 'Wedding',
      eventDate: '2032-06-20',
      eventTime: '17:00',
      guestCount: 120,
      deliveryAddress: `${tag} Lake Street, Minneapolis`,
      serviceType: 'delivery',
    })
    .expect(201);
  await admin.agent
    .post('/api/admin/gift-cards')
    .send({
      amount: 75,
      recipientName: diner.firstName,
      recipientEmail: diner.email,
      senderName: `Sender${lettersOf(tag)}`,
    })
    .expect(201);
});
afterAll(() => ctx.close());

const PUBLIC_READS = [
  '/api/health',
  '/api/site-info',
  '/api/restaurant-status',
  '/api/menu-items',
  '/api/featured-dishes',
  '/api/categories',
  '/api/reservations',
  '/api/reservations?date=2032-05-20',
  '/api/availability?date=2032-05-20',
  '/api/availability?date=2032-05-20&guests=4',
  '/api/availability/month?month=2032-05',
  '/api/admin/reservation-setting',
  '/api/gift-card-submission-status',
  '/api/site-content',
];

describe('public responses carry no personal data', () => {
  test.each(PUBLIC_READS)('GET %s', async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.status).toBe(200);
    const text = res.text;
    for (const value of [
      diner.firstName,
      diner.lastName,
      diner.email,
      diner.phone,
      admin.admin.username,
      admin.admin.email,
      tag,
    ]) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toMatch(/\$2[aby]\$/);
  });

  test('availability of the booked date is only times and their states, with no cookie', async () => {
    const res = await request(ctx.app).get('/api/availability?date=2032-05-20');
    expect(Object.keys(res.body).sort()).toEqual(['date', 'open', 'reason', 'reasonKey', 'slots']);
    for (const slot of res.body.slots) expect(Object.keys(slot).sort()).toEqual(['state', 'time']);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('the public reservation list is date and guests only', async () => {
    const res = await request(ctx.app).get('/api/reservations?date=2032-05-20');
    expect(res.body).toContainEqual({ date: '2032-05-20', guests: 2 });
    for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(['date', 'guests']);
  });
});

describe('admin responses never carry a password hash or a stack trace', () => {
  test.each([
    '/api/admin/users',
    '/api/admin/reservations',
    '/api/admin/catering-orders',
    '/api/admin/gift-cards',
    '/api/admin/online-orders',
    '/api/admin/settings',
    '/api/admin/notifications',
    '/api/admin/analytics',
    '/api/admin/mail-outbox',
    '/api/admin/menu-items',
    '/api/admin/categories',
    '/api/admin/check-auth',
    '/api/admin/schedule-exceptions',
    '/api/admin/reservation-day?date=2032-05-20',
  ])('GET %s', async (path) => {
    const res = await admin.agent.get(path);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/\$2[aby]\$/);
    expect(res.text).not.toMatch(/passwordHash|password_hash/);
    expect(res.text).not.toMatch(/\n\s+at /);
  });
});
