import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../rate-limits';
import { loginAttempts } from '../db/schema';
import { createAdmin } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

const LOCKED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

// A clock the tests move forward, so waits of seconds and minutes need no real waiting.
let clock = new Date();
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      now: () => clock,
      rateLimits: {
        loginFailuresPerPair: DEFAULT_RATE_LIMITS.loginFailuresPerPair,
        loginFailuresPerUsername: DEFAULT_RATE_LIMITS.loginFailuresPerUsername,
        loginFailuresPerIp: DEFAULT_RATE_LIMITS.loginFailuresPerIp,
      },
    },
  );
  ctx.app.set('trust proxy', true);
});
afterAll(() => ctx.close());

// Test files may share login_attempts on PostgreSQL: made-up addresses keep each test's counts its
// own. They count up from a random start, so no two in this file are ever the same.
let addresses = randomInt(0, 40_000);
const newAddress = () => {
  addresses += 1;
  return `198.51.${addresses >> 8}.${addresses & 255}`;
};

const signIn = (username: string, password: string, ip: string, cookie?: string) => {
  const req = request(ctx.app).post('/api/admin/login').set('X-Forwarded-For', ip);
  if (cookie) req.set('Cookie', cookie);
  return req.send({ username, password });
};

const deviceCookie = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('selam.device='))
    ?.split(';')[0];

describe('one username from one address', () => {
  test('waits grow after two failures, then the pair is locked for 15 minutes; refused attempts do not count', async () => {
    const admin = await createAdmin(ctx);
    const ip = newAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(admin.username, 'wrong-wrong', ip)).status).toBe(401);

    const refused = await signIn(admin.username, admin.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({
      message: 'Too many sign-in attempts. Please wait 1 second and try again.',
      code: 'RATE_LIMITED',
      messageKey: 'auth.waitSeconds',
      params: { count: 1 },
    });
    // Hammering during the wait is refused each time and never makes the wait longer.
    for (let i = 0; i < 5; i++) expect((await signIn(admin.username, 'wrong-wrong', ip)).status).toBe(429);

    const waits: string[] = [];
    for (let failure = 4; failure <= DEFAULT_RATE_LIMITS.loginFailuresPerPair; failure++) {
      tick(60);
      expect((await signIn(admin.username, 'wrong-wrong', ip)).status).toBe(401);
      waits.push(String((await signIn(admin.username, 'wrong-wrong', ip)).headers['retry-after']));
    }
    expect(waits).toEqual(['2', '4', '8', '16', '32', '60', '900']);

    tick(60);
    const locked = await signIn(admin.username, admin.password, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
    // The same account from elsewhere is not locked, and the pair opens again after the window.
    expect((await signIn(admin.username, admin.password, newAddress())).status).toBe(200);
    tick(15 * 60);
    expect((await signIn(admin.username, admin.password, ip)).status).toBe(200);

    const refusedRows = await ctx.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, admin.username), eq(loginAttempts.reason, 'rate-limited')));
    expect(refusedRows.length).toBeGreaterThanOrEqual(14);
  });

  test('a burst of parallel guesses is counted as it arrives: at most 3 are checked, the rest answer 429', async () => {
    const admin = await createAdmin(ctx);
    const ip = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signIn(admin.username, index === 11 ? admin.password : `wrong-${index}`, ip),
      ),
    );
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401 || status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
    const rows = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.username, admin.username));
    expect(rows).toHaveLength(12);
    expect(rows.some((row) => row.reason === 'checking')).toBe(false);
  });
});

test('one address trying many usernames is locked by the per-address limit', async () => {
  const ip = newAddress();
  const guesses = await Promise.all(
    Array.from({ length: DEFAULT_RATE_LIMITS.loginFailuresPerIp }, (_, i) =>
      signIn(`nobody-${i}-${ip}`, 'wrong-wrong', ip),
    ),
  );
  expect(guesses.map((res) => res.status)).toEqual(guesses.map(() => 401));
  const res = await signIn(`nobody-else-${ip}`, 'wrong-wrong', ip);
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(LOCKED);
});

describe('an address many people share, such as the guest Wi-Fi', () => {
  test('a device that signed in to the account before passes the address lock, and has its own budget', async () => {
    const owner = await createAdmin(ctx, { role: 'admin' });
    const other = await createAdmin(ctx);
    const wifi = newAddress();
    const first = await signIn(owner.username, owner.password, wifi);
    expect(first.status).toBe(200);
    const device = deviceCookie(first)!;

    // Guesses at made-up usernames lock the address, and keep knocking long after.
    const guesses: number[] = [];
    for (let i = 0; i < 3 * DEFAULT_RATE_LIMITS.loginFailuresPerIp; i++) {
      guesses.push((await signIn(`made-up-${i}-${wifi}`, 'wrong-wrong', wifi)).status);
    }
    expect(guesses.slice(0, DEFAULT_RATE_LIMITS.loginFailuresPerIp).every((status) => status === 401)).toBe(true);
    expect(guesses.slice(DEFAULT_RATE_LIMITS.loginFailuresPerIp).every((status) => status === 429)).toBe(true);

    // The owner's device still signs in there; without it, or with an id the server never
    // gave this account, the address is locked.
    expect((await signIn(owner.username, owner.password, wifi, device)).status).toBe(200);
    expect((await signIn(owner.username, owner.password, wifi)).status).toBe(429);
    expect(
      (await signIn(owner.username, owner.password, wifi, `selam.device=${randomBytes(24).toString('base64url')}`))
        .status,
    ).toBe(429);
    expect((await signIn(other.username, other.password, wifi, device)).status).toBe(429);

    // The device's own failures on the account slow it and then lock it, like a username and address pair.
    const waits: string[] = [];
    for (let failure = 1; failure <= DEFAULT_RATE_LIMITS.loginFailuresPerPair; failure++) {
      tick(61);
      expect((await signIn(owner.username, 'wrong-wrong', wifi, device)).status).toBe(401);
      waits.push(String((await signIn(owner.username, owner.password, wifi, device)).headers['retry-after']));
    }
    expect(waits).toEqual(['undefined', 'undefined', '1', '2', '4', '8', '16', '32', '60', '900']);
    tick(15 * 60);
    expect((await signIn(owner.username, owner.password, wifi, device)).status).toBe(200);
  });

  test('successful sign-ins do not count against the address', async () => {
    const staff = await createAdmin(ctx, { role: 'staff' });
    const restaurant = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= 3 * DEFAULT_RATE_LIMITS.loginFailuresPerIp; i++) {
      statuses.push((await signIn(staff.username, staff.password, restaurant)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('guesses from many addresses cannot lock the owner out', () => {
  test('a device id planted in the browser before sign-in is replaced, so it never skips the per-username delay', async () => {
    const owner = await createAdmin(ctx, { role: 'admin' });
    const planted = `selam.device=${randomBytes(24).toString('base64url')}`;
    const victim = await signIn(owner.username, owner.password, newAddress(), planted);
    expect(victim.status).toBe(200);
    const issued = deviceCookie(victim);
    expect(issued).toMatch(/^selam\.device=[\w-]{32}$/);
    expect(issued).not.toBe(planted);
    const [success] = await ctx.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, owner.username), eq(loginAttempts.success, true)));
    expect(`selam.device=${success!.device}`).toBe(issued);

    // A device the account signed in from keeps its id.
    expect(deviceCookie(await signIn(owner.username, owner.password, newAddress(), issued))).toBe(issued);

    // Guesses from many addresses put the per-username delay on the account: the planted id does not skip it.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresPerUsername; i++) {
      expect((await signIn(owner.username, 'wrong-wrong', newAddress())).status).toBe(401);
    }
    expect((await signIn(owner.username, owner.password, newAddress(), planted)).status).toBe(429);
    expect((await signIn(owner.username, owner.password, newAddress(), issued)).status).toBe(200);
  });

  test('after 200 wrong passwords from 20 addresses the owner signs in from a known address at once, and from a new one within a minute', async () => {
    const owner = await createAdmin(ctx, { role: 'admin' });
    const home = newAddress();
    const first = await signIn(owner.username, owner.password, home);
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    expect(device).toMatch(/^selam\.device=[\w-]{32}$/);
    tick(3600);

    const attackers = Array.from({ length: 20 }, newAddress);
    const attack = await Promise.all(
      attackers.map(async (ip) => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await signIn(owner.username, `guess-${ip}-${i}`, ip)).status);
        return statuses;
      }),
    );
    const statuses = attack.flat();
    expect(statuses).toHaveLength(200);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);

    // At once: from the address it signed in from before, and with its device cookie from anywhere.
    const fromHome = await signIn(owner.username, owner.password, home);
    expect(fromHome.status, fromHome.body.message).toBe(200);
    const withCookie = await signIn(owner.username, owner.password, newAddress(), device);
    expect(withCookie.status, withCookie.body.message).toBe(200);

    // A new address without the cookie may have to wait, but never more than 40 seconds.
    const stranger = newAddress();
    const atOnce = await signIn(owner.username, owner.password, stranger);
    if (atOnce.status === 429) expect(Number(atOnce.headers['retry-after'])).toBeLessThanOrEqual(40);
    else expect(atOnce.status).toBe(200);
    tick(60);
    expect((await signIn(owner.username, owner.password, stranger)).status).toBe(200);
  });

  test('the per-username delay applies to unknown addresses only, and grows to at most 40 seconds', async () => {
    const owner = await createAdmin(ctx, { role: 'admin' });
    for (let i = 0; i < 40; i++) {
      expect((await signIn(owner.username, 'wrong-wrong', newAddress())).status).toBeOneOf([401, 429]);
      tick(41);
    }
    const failed = await ctx.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, owner.username))
      .orderBy(desc(loginAttempts.id));
    expect(
      failed.filter((row) => row.reason === 'unknown-user' || row.reason === 'wrong-password').length,
    ).toBeGreaterThan(DEFAULT_RATE_LIMITS.loginFailuresPerUsername);
    tick(-41);
    const waiting = await signIn(owner.username, owner.password, newAddress());
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(40);
  });
});
