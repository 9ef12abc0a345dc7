import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAs } from '../test-support/api/admins';
import { EVENT_STREAM_ROUTES, stopAtEventStreamHeaders } from '../test-support/api/event-stream';
import { createTestContext, type TestContext } from '../test-support/api/test-app';
import { listRoutes, type Route } from '../test-support/fuzz/route-table';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { daySchedule, slotGrid } from '@shared/schedule';
import { addDays } from '@shared/time';

/**
 * The public reads that are the same for every visitor, and how long a browser may keep them.
 * Every other answer of the API, and these too when they refuse, is `no-store`.
 */
const CACHEABLE: Record<string, string> = {
  'GET /api/site-info': 'no-cache',
  'GET /api/menu-items': 'no-cache',
  'GET /api/featured-dishes': 'no-cache',
  'GET /api/categories': 'no-cache',
  'GET /api/event-packages': 'no-cache',
  'GET /api/site-content': 'no-cache',
  'GET /api/availability': 'public, max-age=2',
  'GET /api/availability/month': 'public, max-age=2',
  'GET /api/images/:id': 'public, max-age=31536000, immutable',
};

// A database of its own: the booking below follows the seeded calendar, which other files change.
const TODAY = '2093-03-10';
let ctx: TestContext;
beforeAll(async () => {
  stopAtEventStreamHeaders();
  ctx = await createTestContext({}, { now: () => new Date(`${TODAY}T16:00:00Z`), isolatedDatabase: true });
});

/** The first dinner slot of the first open day after today, by the seeded calendar. */
function bookableSlot(): { date: string; time: string } {
  for (let days = 2; ; days += 1) {
    const date = addDays(TODAY, days);
    const day = daySchedule(date, DEFAULT_WEEKLY_HOURS, []);
    if (!day.closed) return { date, time: slotGrid(day.periods, DEFAULT_BOOKING_SETTINGS).at(-1)! };
  }
}
afterAll(() => ctx.close());

/** The route's path with its parameters filled by values no row has, so no request changes data. */
function urlOf(route: Route): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'token' ? 'A'.repeat(43) : '999999'));
}

describe('Cache-Control', () => {
  test('every route answers no-store, signed in or not, unless it is a public read anyone may keep', async () => {
    const { agent } = await signInAs(ctx, 'admin');
    // Signing out comes last, so every other route is called with a working admin session.
    const routes = listRoutes(ctx.app).sort(
      (a, b) => Number(a.key === 'POST /api/admin/logout') - Number(b.key === 'POST /api/admin/logout'),
    );
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of [request(ctx.app), agent]) {
        const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
        const res = await caller[verb](urlOf(route)).send(route.method === 'GET' ? undefined : {});
        // A live stream is kept by no one either, and no proxy may compress or hold it.
        const streamed = res.status === 200 && EVENT_STREAM_ROUTES.includes(route.key);
        const expected = streamed
          ? 'no-store, no-transform'
          : res.status === 200 && CACHEABLE[route.key]
            ? CACHEABLE[route.key]
            : 'no-store';
        if (res.headers['cache-control'] !== expected) {
          wrong.push(
            `${route.key} (${caller === agent ? 'admin' : 'anonymous'}, ${res.status}): ${res.headers['cache-control']}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the admin lists, a sign-in and a booking made and changed are answered 2xx with no-store', async () => {
    const admin = await signInAs(ctx, 'admin');
    const login = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.admin.username, password: admin.admin.password });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    for (const path of [
      '/api/admin/reservations',
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/menu-items',
      '/api/admin/categories',
    ]) {
      const res = await admin.agent.get(path);
      expect({ path, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cacheControl: 'no-store',
      });
    }

    const slot = bookableSlot();
    const booked = await request(ctx.app)
      .post('/api/reservations')
      .send({
        firstName: 'Hanna',
        lastName: 'Tesfaye',
        email: 'hanna@example.com',
        phone: '(612) 555-0142',
        ...slot,
        guests: 2,
      });
    expect(booked.status).toBe(201);
    expect(booked.headers['cache-control']).toBe('no-store');
    const changed = await admin.agent.put(`/api/reservations/${booked.body.id}`).send({ status: 'confirmed' });
    expect(changed.status).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
  });
});
