import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' });
});
afterAll(() => ctx.close());

describe('GET /api/site-info', () => {
  test('gives the stored business facts, hours and public switches', async () => {
    const res = await request(ctx.app).get('/api/site-info');
    expect(res.status).toBe(200);
    expect(res.body.business).toMatchObject({ establishedYear: 1995, address: { city: 'Minneapolis' } });
    expect(res.body.business.hallAddress.city).toBe('St. Paul');
    expect(res.body.weeklyHours.friday).toEqual({ closed: false, open: '11:00', close: '22:00' });
    expect(res.body.reservationSlots).toEqual({ first: '11:00', last: '21:30', intervalMinutes: 30 });
    expect(res.body.reservationsEnabled).toBe(true);
    expect(res.body.giftCardsEnabled).toBe(false);
    expect(res.body.timeZone).toBe('America/Chicago');
  });

  test('gives exactly the public settings and sets no cookie', async () => {
    const res = await request(ctx.app).get('/api/site-info');
    expect(Object.keys(res.body).sort()).toEqual(
      ['business', 'giftCardsEnabled', 'reservationSlots', 'reservationsEnabled', 'timeZone', 'weeklyHours'].sort(),
    );
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
