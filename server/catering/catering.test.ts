import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CateringFormValues } from '@shared/schemas/catering';
import { auditLog, cateringOrders, mailOutbox } from '../db/schema';
import { readSettings } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

const NOW = new Date('2026-06-10T17:00:00.000Z');

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
let staff: Agent;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW });
  [{ agent: manager }, { agent: staff }] = await Promise.all([signInAs(ctx, 'manager'), signInAs(ctx, 'staff')]);
});
afterAll(() => ctx.close());

function buildCatering(overrides: Partial<CateringFormValues> = {}): CateringFormValues {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Hanna',
    lastName: `Bekele-${lettersOf(tag)}`,
    email: `client-${tag}@guest.example`,
    phone: '(612) 555-0199',
    eventType: 'Wedding',
    eventDate: '2026-09-12',
    eventTime: '18:00',
    guestCount: 120,
    deliveryAddress: '100 Lake Street, Minneapolis, MN',
    serviceType: 'full-service',
    menuSelections: ['Doro Wot', 'Misir Wot'],
    ...overrides,
  };
}

async function createOrder(overrides: Partial<CateringFormValues> = {}) {
  const res = await manager.post('/api/admin/catering-orders').send(buildCatering(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: number; email: string; status: string };
}

function auditRows(id: number, action: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'catering-order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
}

describe('GET /api/admin/catering-orders', () => {
  test('lists every order newest first, for staff too', async () => {
    const older = await createOrder();
    const newer = await createOrder();
    const res = await staff.get('/api/admin/catering-orders');
    expect(res.status).toBe(200);
    const ids = (res.body as { id: number }[]).map((order) => order.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  test('without a session answers 401', async () => {
    const res = await request(ctx.app).get('/api/admin/catering-orders');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/admin/catering-orders', () => {
  test('a manager creates an order with the default values, and it is audited', async () => {
    const input = buildCatering({ totalEstimatedCost: '1800', quotedAmount: 2100.5 });
    const res = await manager.post('/api/admin/catering-orders').send(input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Hanna',
      email: input.email,
      eventType: 'Wedding',
      guestCount: 120,
      menuSelections: ['Doro Wot', 'Misir Wot'],
      equipmentNeeded: [],
      setupRequired: false,
      contactPreference: 'email',
      urgency: 'standard',
      status: 'pending',
      totalEstimatedCost: '1800.00',
      quotedAmount: '2100.50',
      company: null,
      quoteSent: false,
      quoteSentAt: null,
    });
    expect(new Date(res.body.createdAt).toString()).not.toBe('Invalid Date');
    expect(await auditRows(res.body.id, 'create')).toHaveLength(1);
  });

  test('an empty form answers 400 with every agreed required-field message', async () => {
    const res = await manager.post('/api/admin/catering-orders').send({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Valid email is required'],
      phone: ['Valid phone number is required'],
      eventType: ['Event type is required'],
      eventDate: ['Event date is required'],
      eventTime: ['Event time is required'],
      guestCount: ['Minimum 10 guests for catering'],
      deliveryAddress: ['Delivery address is required'],
      serviceType: ['Service type is required'],
    });
  });

  test('a bad email, a short phone and a guest count out of 10-500 get the agreed messages', async () => {
    const few = await manager
      .post('/api/admin/catering-orders')
      .send(buildCatering({ email: 'not-an-email', phone: '555-0199', guestCount: 9 }));
    expect(few.status).toBe(400);
    expect(few.body.fieldErrors).toEqual({
      email: ['Valid email is required'],
      phone: ['Valid phone number is required'],
      guestCount: ['Minimum 10 guests for catering'],
    });
    const many = await manager.post('/api/admin/catering-orders').send(buildCatering({ guestCount: 501 }));
    expect(many.body.fieldErrors).toEqual({ guestCount: ['Maximum 500 guests'] });
    const blank = await manager
      .post('/api/admin/catering-orders')
      .send(buildCatering({ firstName: '  ', lastName: '', deliveryAddress: ' ', eventDate: '', eventTime: '' }));
    expect(blank.body.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      deliveryAddress: ['Delivery address is required'],
      eventDate: ['Event date is required'],
      eventTime: ['Event time is required'],
    });
  });

  test('malformed JSON answers 400', async () => {
    const res = await manager.post('/api/admin/catering-orders').set('Content-Type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  test('staff may not create an order (403), and nobody may without a session (401)', async () => {
    const email = buildCatering().email;
    expect((await staff.post('/api/admin/catering-orders').send(buildCatering({ email }))).status).toBe(403);
    expect((await request(ctx.app).post('/api/admin/catering-orders').send(buildCatering({ email }))).status).toBe(401);
    const stored = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.email, email));
    expect(stored).toHaveLength(0);
  });
});

describe('PUT /api/catering/:id', () => {
  test('a manager replaces the full form; the status is kept when the form leaves it out', async () => {
    const order = await createOrder();
    await manager.put(`/api/catering/${order.id}`).send({ status: 'confirmed' });
    const edited = buildCatering({ email: order.email, guestCount: 80, company: 'Lakeside Clinic', urgency: 'rush' });
    const res = await manager.put(`/api/catering/${order.id}`).send(edited);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      guestCount: 80,
      company: 'Lakeside Clinic',
      urgency: 'rush',
      status: 'confirmed',
    });
    const [audit] = await auditRows(order.id, 'update');
    expect(audit?.details).toMatchObject({ changed: expect.arrayContaining(['guestCount', 'company', 'urgency']) });
  });

  test('the full form validates with the agreed messages', async () => {
    const order = await createOrder();
    const res = await manager
      .put(`/api/catering/${order.id}`)
      .send(buildCatering({ guestCount: 501, serviceType: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      guestCount: ['Maximum 500 guests'],
      serviceType: ['Service type is required'],
    });
  });

  test('staff may change only the status; the change is audited with before and after', async () => {
    const order = await createOrder();
    const res = await staff.put(`/api/catering/${order.id}`).send({ status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'confirmed', email: order.email });
    const [audit] = await auditRows(order.id, 'update-status');
    expect(audit?.details).toEqual({ from: 'pending', to: 'confirmed' });
  });

  test('staff sending the full form answers 403 and changes nothing', async () => {
    const order = await createOrder();
    const res = await staff
      .put(`/api/catering/${order.id}`)
      .send(buildCatering({ status: 'confirmed', guestCount: 11 }));
    expect(res.status).toBe(403);
    const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.id, order.id));
    expect(stored).toMatchObject({ status: 'pending', guestCount: 120 });
  });

  test('an unknown status answers 400', async () => {
    const order = await createOrder();
    const res = await staff.put(`/api/catering/${order.id}`).send({ status: 'shipped' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.status).toHaveLength(1);
  });

  test('an unknown or impossible id answers 404, for the status and the full form', async () => {
    for (const path of ['/api/catering/2147483000', '/api/catering/abc']) {
      const status = await staff.put(path).send({ status: 'confirmed' });
      expect(status.status).toBe(404);
      expect(status.body.message).toBe('Catering order not found');
      expect((await manager.put(path).send(buildCatering())).status).toBe(404);
    }
  });

  test('without a session answers 401; malformed JSON answers 400', async () => {
    const order = await createOrder();
    expect((await request(ctx.app).put(`/api/catering/${order.id}`).send({ status: 'confirmed' })).status).toBe(401);
    const bad = await manager.put(`/api/catering/${order.id}`).set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
  });
});

describe('DELETE /api/catering/:id', () => {
  test('a manager deletes an order: 204 with an empty body, gone from the list, audited', async () => {
    const order = await createOrder();
    const res = await manager.delete(`/api/catering/${order.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const list = await manager.get('/api/admin/catering-orders');
    expect((list.body as { id: number }[]).some((row) => row.id === order.id)).toBe(false);
    expect(await auditRows(order.id, 'delete')).toHaveLength(1);
  });

  test('staff answers 403, no session 401, unknown id 404', async () => {
    const order = await createOrder();
    expect((await staff.delete(`/api/catering/${order.id}`)).status).toBe(403);
    expect((await request(ctx.app).delete(`/api/catering/${order.id}`)).status).toBe(401);
    expect((await manager.delete('/api/catering/2147483000')).status).toBe(404);
    const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.id, order.id));
    expect(stored).toBeDefined();
  });
});

describe('POST /api/catering/:id/send-quote', () => {
  test('records the quote, marks the order quoted and emails the client', async () => {
    const order = await createOrder({ eventType: 'Corporate Event', guestCount: 60 });
    const res = await manager
      .post(`/api/catering/${order.id}/send-quote`)
      .send({ quotedAmount: '1250', adminNotes: 'Includes injera and setup.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      status: 'quoted',
      quotedAmount: '1250.00',
      adminNotes: 'Includes injera and setup.',
      quoteSent: true,
      quoteSentAt: NOW.toISOString(),
    });
    expect(await auditRows(order.id, 'send-quote')).toHaveLength(1);

    await ctx.app.mailer.idle();
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    expect(mails).toHaveLength(1);
    const { businessInfo } = await readSettings(ctx.database.db);
    expect(mails[0]).toMatchObject({ kind: 'catering-quote', status: 'logged' });
    expect(mails[0]!.text).toContain('$1,250.00');
    expect(mails[0]!.text).toContain('Corporate Event');
    expect(mails[0]!.text).toContain('Saturday, September 12, 2026 at 6:00 PM');
    expect(mails[0]!.text).toContain('Guests: 60');
    expect(mails[0]!.text).toContain('Includes injera and setup.');
    expect(mails[0]!.text).toContain(businessInfo.phone);
  });

  test('a quoted order can get a revised quote', async () => {
    const order = await createOrder();
    await manager.post(`/api/catering/${order.id}/send-quote`).send({ quotedAmount: '900' });
    const res = await manager.post(`/api/catering/${order.id}/send-quote`).send({ quotedAmount: 850.5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'quoted', quotedAmount: '850.50' });
    const [audit] = await auditRows(order.id, 'send-quote').orderBy(desc(auditLog.id));
    expect(audit?.details).toEqual({ quotedAmount: '850.50', revised: true });
  });

  test('a quote without notes keeps the internal notes and does not mail them', async () => {
    const order = await createOrder({ adminNotes: 'Internal: owner is a friend of the chef' });
    const res = await manager.post(`/api/catering/${order.id}/send-quote`).send({ quotedAmount: '700' });
    expect(res.body.adminNotes).toBe('Internal: owner is a friend of the chef');
    await ctx.app.mailer.idle();
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    expect(mail!.text).toContain('$700.00');
    expect(mail!.text).not.toContain('Internal');
  });

  test('a completed or confirmed order answers 409 and keeps its state', async () => {
    for (const status of ['completed', 'confirmed'] as const) {
      const order = await createOrder({ status });
      const res = await manager.post(`/api/catering/${order.id}/send-quote`).send({ quotedAmount: '500' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
      expect(res.body.message).toContain(status);
      const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.id, order.id));
      expect(stored).toMatchObject({ status, quoteSent: false, quotedAmount: null });
    }
  });

  test('a missing amount answers 400 "Quote amount is required"', async () => {
    const order = await createOrder();
    for (const body of [{}, { quotedAmount: '' }, { quotedAmount: '  ', adminNotes: 'x' }]) {
      const res = await manager.post(`/api/catering/${order.id}/send-quote`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ quotedAmount: ['Quote amount is required'] });
    }
  });

  test('staff 403, no session 401, unknown id 404, malformed JSON 400', async () => {
    const order = await createOrder();
    expect((await staff.post(`/api/catering/${order.id}/send-quote`).send({ quotedAmount: '5' })).status).toBe(403);
    expect(
      (await request(ctx.app).post(`/api/catering/${order.id}/send-quote`).send({ quotedAmount: '5' })).status,
    ).toBe(401);
    expect((await manager.post('/api/catering/2147483000/send-quote').send({ quotedAmount: '5' })).status).toBe(404);
    const bad = await manager
      .post(`/api/catering/${order.id}/send-quote`)
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(bad.status).toBe(400);
  });
});
