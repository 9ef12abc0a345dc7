import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, eventBookings } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { eventPackageByName, requestEvent } from '../../test-support/api/hall-events';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// 10:00 AM in St. Paul on Monday 2 June 2093: this file's requests fall in its own summer.
const NOW = new Date('2093-06-02T15:00:00Z');

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>['agent'];
let staff: Awaited<ReturnType<typeof signInAs>>['agent'];
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
  manager = (await signInAs(ctx, 'manager')).agent;
  staff = (await signInAs(ctx, 'staff')).agent;
});
afterAll(() => ctx.close());

const packageBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Engagement ${randomUUID().slice(0, 6)}`,
  shortDescription: 'An engagement party with coffee and a buffet.',
  description: 'Line one\nLine two',
  minGuests: 30,
  maxGuests: 120,
  basePrice: '300',
  pricePerPerson: '29.5',
  features: ['Round tables'],
  services: ['Buffet'],
  duration: 150,
  setupTime: 30,
  cleanupTime: 30,
  category: 'celebration',
  popularity: 0,
  translations: { am: { name: 'የቀለበት ሥነ ሥርዓት' } },
  ...overrides,
});

describe('GET /api/event-packages', () => {
  test('the seeded packages, active only, most popular first, money with two decimals and the blocks each takes', async () => {
    const res = await request(ctx.app).get('/api/event-packages');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBeDefined();
    expect(res.headers.etag).toBeDefined();
    const seeded = (res.body as { name: string }[]).filter((pkg) =>
      ['Celebration', 'Traditional Wedding', 'Corporate'].includes(pkg.name),
    );
    expect(seeded.map((pkg) => pkg.name)).toEqual(['Celebration', 'Traditional Wedding', 'Corporate']);
    const celebration = res.body.find((pkg: { name: string }) => pkg.name === 'Celebration');
    expect(celebration).toMatchObject({
      minGuests: 20,
      maxGuests: 150,
      basePrice: '500.00',
      pricePerPerson: '45.00',
      duration: 180,
      setupTime: 30,
      cleanupTime: 30,
      blocksNeeded: 1,
      image: null,
      translations: { am: { name: 'ክብረ በዓል' } },
    });
    for (const key of ['id', 'shortDescription', 'description', 'features', 'services'])
      expect(celebration).toHaveProperty(key);
    expect(celebration).not.toHaveProperty('isActive');
    expect(res.body.find((pkg: { name: string }) => pkg.name === 'Traditional Wedding').blocksNeeded).toBe(2);
  });

  test('a package made inactive leaves the public list at once, and staff still see it', async () => {
    const created = await manager.post('/api/admin/event-packages').send(packageBody({ popularity: 999 }));
    expect(created.status).toBe(201);
    expect((await request(ctx.app).get('/api/event-packages')).body[0].name).toBe(created.body.name);
    const hidden = await manager
      .put(`/api/admin/event-packages/${created.body.id}`)
      .send(packageBody({ name: created.body.name, popularity: 999, isActive: false }));
    expect(hidden.status).toBe(200);
    const names = (await request(ctx.app).get('/api/event-packages')).body.map((pkg: { name: string }) => pkg.name);
    expect(names).not.toContain(created.body.name);
    const listed = await staff.get('/api/admin/event-packages');
    expect(listed.status).toBe(200);
    expect(listed.body.find((pkg: { id: number }) => pkg.id === created.body.id)).toMatchObject({ isActive: false });
  });
});

describe('the back office', () => {
  test('a manager creates, edits and deletes a package; each write is audited', async () => {
    const created = await manager
      .post('/api/admin/event-packages')
      .send(packageBody({ image: '/api/images/not-a-uuid' }));
    expect(created.status).toBe(400);
    expect(created.body.fieldErrors.image).toBeDefined();

    const body = packageBody();
    const made = await manager.post('/api/admin/event-packages').send(body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: body.name,
      basePrice: '300.00',
      pricePerPerson: '29.50',
      blocksNeeded: 1,
      isActive: true,
      image: null,
      description: 'Line one\nLine two',
    });
    const id = made.body.id as number;
    const edited = await manager.put(`/api/admin/event-packages/${id}`).send({ ...body, duration: 400 });
    expect(edited.status).toBe(200);
    expect(edited.body.blocksNeeded).toBe(2);
    expect((await manager.delete(`/api/admin/event-packages/${id}`)).status).toBe(204);
    expect((await manager.delete(`/api/admin/event-packages/${id}`)).status).toBe(404);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event-package'), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  test('a package longer than the hall day is refused on its duration', async () => {
    const res = await manager.post('/api/admin/event-packages').send(packageBody({ duration: 900, setupTime: 60 }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.duration[0]).toMatch(/longer than the hall's day/);
  });

  test('a base price over $100,000 or a price per person over $10,000 is refused with its limit', async () => {
    const base = await manager.post('/api/admin/event-packages').send(packageBody({ basePrice: '100000.01' }));
    expect(base.status).toBe(400);
    expect(base.body.fieldErrors.basePrice).toEqual(['Enter at most $100,000']);
    const perPerson = await manager.post('/api/admin/event-packages').send(packageBody({ pricePerPerson: '10000.01' }));
    expect(perPerson.status).toBe(400);
    expect(perPerson.body.fieldErrors.pricePerPerson).toEqual(['Enter at most $10,000']);
  });

  test('more than 200 guests, or fewer most than fewest, is refused', async () => {
    const over = await manager.post('/api/admin/event-packages').send(packageBody({ maxGuests: 201 }));
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors.maxGuests).toBeDefined();
    const order = await manager.post('/api/admin/event-packages').send(packageBody({ minGuests: 100, maxGuests: 50 }));
    expect(order.status).toBe(400);
  });

  test('staff read packages but may not write them', async () => {
    expect((await staff.get('/api/admin/event-packages')).status).toBe(200);
    expect((await staff.post('/api/admin/event-packages').send(packageBody())).status).toBe(403);
    expect((await staff.put('/api/admin/event-packages/1').send(packageBody())).status).toBe(403);
    expect((await staff.delete('/api/admin/event-packages/1')).status).toBe(403);
    expect((await request(ctx.app).get('/api/admin/event-packages')).status).toBe(401);
  });

  test('a package deleted while a request used it leaves the request with its copy of the prices', async () => {
    const made = await manager.post('/api/admin/event-packages').send(packageBody({ basePrice: '250.00' }));
    const asked = await requestEvent(ctx.app, { packageId: made.body.id, guestCount: 40 }, { weeks: 6 });
    expect(asked.status).toBe(201);
    expect((await manager.delete(`/api/admin/event-packages/${made.body.id}`)).status).toBe(204);
    const [event] = await ctx.database.db.select().from(eventBookings).where(eq(eventBookings.id, asked.body.id));
    expect(event!.packageId).toBeNull();
    expect(event!.packageCopy).toMatchObject({
      name: made.body.name,
      basePriceCents: 25_000,
      pricePerPersonCents: 2950,
    });
    expect(event!.estimateSubtotalCents).toBe(25_000 + 40 * 2950);
  });

  test('the fixtures find a package by name', async () => {
    expect((await eventPackageByName(ctx, 'Corporate')).maxGuests).toBe(120);
  });
});
