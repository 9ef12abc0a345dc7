import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../rate-limits';
import { giftCards } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { issueGiftCard, redeem, UNKNOWN_CODE_ANSWER } from '../../test-support/api/gift-cards';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

const NOW = new Date('2026-06-11T03:00:00.000Z');

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>['agent'];
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', TRUST_PROXY: '1' },
    { now: () => NOW, rateLimits: { giftCardBalanceChecksPerHour: DEFAULT_RATE_LIMITS.giftCardBalanceChecksPerHour } },
  );
  ({ agent: manager } = await signInAs(ctx, 'manager'));
});
afterAll(() => ctx.close());

/** Each test checks from an address of its own, so the hourly limit counts only its requests. */
function fromAddress(ip: string) {
  return (code: unknown) => request(ctx.app).post('/api/gift-cards/balance').set('X-Forwarded-For', ip).send({ code });
}

describe('POST /api/gift-cards/balance', () => {
  test('answers the balance, status and expiry, and nothing else, to anyone', async () => {
    const card = await issueGiftCard(manager, 50);
    await redeem(manager, card.code, 12.5);
    const check = fromAddress('203.0.113.10');
    const res = await check(card.code.toLowerCase().replaceAll('-', ' '));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ balance: '37.50', status: 'active', expiresAt: null });
    expect(res.headers['cache-control']).toBe('no-store');

    const expiry = new Date('2026-06-01T04:59:59.999Z');
    await ctx.database.db.update(giftCards).set({ expiryDate: expiry }).where(eq(giftCards.id, card.id));
    expect((await check(card.code)).body).toEqual({
      balance: '37.50',
      status: 'expired',
      expiresAt: expiry.toISOString(),
    });
  });

  test('an unknown code and a malformed one get the same 404', async () => {
    const check = fromAddress('203.0.113.11');
    const unknown = await check('SELAM-AAAA-BBBB-CCCC');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(UNKNOWN_CODE_ANSWER);
    for (const malformed of [
      'SELAM-0AAA-BBBB-CCCC',
      'SELAM-OAAA-BBBB-CCCC',
      'SELAM-1AAA-BBBB-CCCC',
      'SELAM-IAAA-BBBB-CCCC',
      'hello',
      'x'.repeat(64),
    ]) {
      const res = await check(malformed);
      expect(res.status, malformed).toBe(404);
      expect(res.body, malformed).toEqual(unknown.body);
    }
    const missing = await check('');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ code: ['Enter the gift card code'] });
  });

  test('10 look-ups an hour per address; the 11th is 429 while another address is still answered', async () => {
    const card = await issueGiftCard(manager, 20);
    const check = fromAddress('203.0.113.12');
    for (let i = 0; i < 10; i += 1) {
      const res = await check(i % 2 === 0 ? card.code : 'SELAM-AAAA-BBBB-CCCC');
      expect(res.status).not.toBe(429);
    }
    const limited = await check(card.code);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many balance checks from your network. Please try again in an hour, or call us.',
      messageKey: 'giftCard.tooManyBalanceChecks',
    });
    expect((await fromAddress('203.0.113.13')(card.code)).status).toBe(200);
  });
});
