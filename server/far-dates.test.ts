import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startAppProcess, type AppProcess } from '../test-support/api/app-process';
import { testDriver } from '../test-support/api/test-database';

// A date at the end of the calendar must be refused before any loop over dates starts: a loop
// that stepped past 9999 would never end, and the server would stop answering everyone. The app
// runs in a process of its own here, so a hang shows as a health check that never comes back
// instead of a test that never ends. It uses the test database: PostgreSQL when
// TEST_DATABASE_URL is set, else PGlite.

// Monday 16 November 2026, 10:00 AM in Minneapolis.
const NOW = new Date('2026-11-16T16:00:00Z');
/** Long enough for any answer on a slow machine; only a server that has stopped answering misses it. */
const HANG = 30_000;

/** Starting the app (migrating and seeding its database) takes a while on a busy machine. */
const START = 240_000;

// One app for every test, replaced only when a test has left it hanging.
let server: AppProcess | undefined;
beforeEach(async () => {
  server ??= await startAppProcess({ now: NOW });
}, START);
afterEach(async () => {
  const health = await request(app().url)
    .get('/api/health')
    .timeout(HANG)
    .catch(() => null);
  if (health?.status === 200) return;
  await app().stop();
  server = undefined;
}, HANG + 20_000);
afterAll(() => server?.stop());

const app = () => server as AppProcess;

/** `hostile` and a health check at the same time: both must answer. */
async function alongsideHealth(hostile: request.Test): Promise<request.Response> {
  const [answer, health] = await Promise.all([
    hostile.timeout(HANG),
    request(app().url).get('/api/health').timeout(HANG),
  ]);
  expect(health.status).toBe(200);
  expect(health.body.database).toBe(testDriver);
  return answer;
}

describe('dates past the calendar the restaurant works in', { timeout: 2 * HANG + 20_000 }, () => {
  test('the month of the booking calendar: 9999-12, 10000-01 and 0000-01 answer 400 and the server keeps answering', async () => {
    for (const month of ['9999-12', '10000-01', '0000-01']) {
      const res = await alongsideHealth(request(app().url).get('/api/availability/month').query({ month }));
      expect(res.status, month).toBe(400);
      expect(res.body.fieldErrors.month, month).toEqual([
        month === '10000-01' ? 'Use the format YYYY-MM' : 'Choose a month from 2000 to 2199',
      ]);
    }
    expect((await request(app().url).get('/api/availability/month').query({ month: '2026-12' })).status).toBe(200);
  });

  test('a schedule exception in 9999 answers 400 with the years it may use, and the server keeps answering', async () => {
    const manager = await app().signedIn(app().manager);
    const ranges = [
      ['9998-12-31', '9999-12-31'],
      ['9999-12-01', '9999-12-31'],
      ['2026-12-01', '9999-12-31'],
    ];
    for (const [startDate, endDate] of ranges) {
      const res = await alongsideHealth(
        manager.post('/api/admin/schedule-exceptions').send({ startDate, endDate, closed: true, label: 'Far away' }),
      );
      expect(res.status, `${startDate}..${endDate}`).toBe(400);
      expect(res.body.fieldErrors.endDate).toEqual(['Choose a date from 2000 to 2199']);
    }
    expect((await manager.get('/api/admin/schedule-exceptions')).body).toEqual([]);
  });

  test("staff's gift card report for 9999-12-31 answers 400, and the server keeps answering", async () => {
    const staff = await app().signedIn(app().staff);
    for (const date of ['9999-12-31', '0000-01-01', '10000-01-01']) {
      const res = await alongsideHealth(staff.get('/api/admin/gift-cards/report').query({ date }));
      expect(res.status, date).toBe(400);
      expect(res.body.fieldErrors.date, date).toEqual([
        date === '10000-01-01' ? 'Use the format YYYY-MM-DD' : 'Choose a date from 2000 to 2199',
      ]);
    }
    expect((await staff.get('/api/admin/gift-cards/report').query({ date: '2026-11-16' })).status).toBe(200);
  });

  test("staff's orders spreadsheet for 9999-12-31 answers 400, and the server keeps answering", async () => {
    const staff = await app().signedIn(app().staff);
    for (const date of ['9999-12-31', '0000-01-01', '10000-01-01']) {
      const res = await alongsideHealth(staff.get('/api/admin/online-orders/export').query({ date }));
      expect(res.status, date).toBe(400);
      expect(res.body.fieldErrors.date, date).toEqual([
        date === '10000-01-01' ? 'Use the format YYYY-MM-DD' : 'Choose a date from 2000 to 2199',
      ]);
    }
    expect((await staff.get('/api/admin/online-orders/export').query({ date: '2026-11-16' })).status).toBe(200);
  });
});
