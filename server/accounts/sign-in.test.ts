import { englishText } from '@shared/messages/english';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUsers, loginAttempts, mailOutbox, passwordResetTokens, sessions } from '../db/schema';
import { WEAK_PASSWORD } from './password-strength';
import { createAdmin, signInAs } from '../../test-support/api/admins';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';
import { testDatabaseUrl, testDriver } from '../../test-support/api/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://selam.example' });
});
afterAll(() => ctx.close());

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('selam.sid='));

async function attemptsOf(username: string) {
  return ctx.database.db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.username, username.toLowerCase()))
    .orderBy(desc(loginAttempts.id));
}

async function outboxFor(to: string) {
  await mailSettled(ctx.app);
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

describe('POST /api/admin/login', () => {
  test('signs in, records the attempt and the last login, and the auth check then names the admin', async () => {
    const { agent, admin } = await signInAs(ctx, 'manager');
    const res = await agent.get('/api/admin/check-auth');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      authenticated: true,
      admin: { id: admin.id, username: admin.username, role: 'manager', preferredLanguage: null },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const [attempt] = await attemptsOf(admin.username);
    expect(attempt).toMatchObject({ success: true, reason: null });
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row!.lastLogin).toBeInstanceOf(Date);
  });

  test('the username is not case-sensitive', async () => {
    const admin = await createAdmin(ctx);
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.username.toUpperCase(), password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Login successful', admin: { username: admin.username } });
  });

  test('without Remember me the cookie lasts for the browser session; with it, 30 days', async () => {
    const admin = await createAdmin(ctx);
    const plain = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.username, password: admin.password });
    const plainCookie = sessionCookie(plain)!;
    expect(plainCookie).toMatch(/HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).not.toMatch(/Expires=|Max-Age=/i);

    const remembered = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.username, password: admin.password, rememberMe: true });
    const expires = /Expires=([^;]+)/i.exec(sessionCookie(remembered)!)?.[1];
    const days = (Date.parse(expires!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('a session id planted before sign-in is replaced at sign-in', async () => {
    const admin = await createAdmin(ctx);
    const planted = 's%3Aplanted-session-id.signature';
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .set('Cookie', `selam.sid=${planted}`)
      .send({ username: admin.username, password: admin.password });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).not.toContain('planted');
  });

  test('a wrong password and an unknown user get the same 401, and both attempts are logged', async () => {
    const admin = await createAdmin(ctx);
    const wrong = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.username, password: 'nope-nope' });
    const unknown = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: `ghost-${admin.id}`, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
      messageKey: 'auth.invalidCredentials',
      params: {},
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
    expect((await attemptsOf(admin.username))[0]).toMatchObject({ success: false, reason: 'wrong-password' });
    expect((await attemptsOf(`ghost-${admin.id}`))[0]).toMatchObject({ success: false, reason: 'unknown-user' });
  });

  test('an inactive account cannot sign in', async () => {
    const admin = await createAdmin(ctx, { isActive: false });
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.username, password: admin.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_INACTIVE');
    expect((await request(ctx.app).get('/api/admin/check-auth')).body).toEqual({ authenticated: false });
  });

  test('missing fields get the agreed messages; malformed JSON gets 400', async () => {
    const res = await request(ctx.app).post('/api/admin/login').send({});
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ username: ['Username is required'], password: ['Password is required'] });
    const bad = await request(ctx.app)
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MALFORMED_JSON');
  });

  test('a deactivated admin loses access at once, not when the cookie expires', async () => {
    const { agent, admin } = await signInAs(ctx, 'staff');
    await ctx.database.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, admin.id));
    expect((await agent.get('/api/admin/check-auth')).body).toEqual({ authenticated: false });
    expect((await agent.get('/api/admin/reservations')).status).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  test('ends the session: the old cookie, replayed, is no longer signed in', async () => {
    const admin = await createAdmin(ctx);
    const login = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: admin.username, password: admin.password });
    const cookie = sessionCookie(login)!.split(';')[0]!;
    expect((await request(ctx.app).get('/api/admin/check-auth').set('Cookie', cookie)).body.authenticated).toBe(true);

    const res = await request(ctx.app).post('/api/admin/logout').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect((await request(ctx.app).get('/api/admin/check-auth').set('Cookie', cookie)).body).toEqual({
      authenticated: false,
    });
    expect((await request(ctx.app).get('/api/admin/reservations').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('forgot password and reset', () => {
  test('emails a one-use link that sets a new password and signs out every session', async () => {
    const admin = await createAdmin(ctx);
    const { agent } = await (async () => {
      const a = request.agent(ctx.app);
      await a.post('/api/admin/login').send({ username: admin.username, password: admin.password });
      return { agent: a };
    })();

    const res = await request(ctx.app).post('/api/admin/forgot-password').send({ email: admin.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If an account exists for that email, we have sent a link to reset the password.');

    const [mail] = await outboxFor(admin.email);
    expect(mail).toMatchObject({ kind: 'password-reset', status: 'logged' });
    const link = /https:\/\/selam\.example\/admin\/reset-password\?token=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    // A guessable password is refused on its field and leaves the link unspent.
    for (const password of ['Password123', 'ababababab', 'selamselam', 'owner12345', `${admin.username}-1`]) {
      const guessable = await request(ctx.app)
        .post('/api/admin/reset-password')
        .send({ token, password, confirmPassword: password });
      expect(guessable.status).toBe(400);
      expect(guessable.body.fieldErrors).toEqual({ password: [englishText(WEAK_PASSWORD)] });
    }

    const reset = await request(ctx.app)
      .post('/api/admin/reset-password')
      .send({ token, password: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
    expect(reset.status).toBe(200);

    // The old session is gone, the old password fails, the new one works, the link is spent.
    expect((await agent.get('/api/admin/check-auth')).body).toEqual({ authenticated: false });
    const [left] = await ctx.database.db.select().from(sessions).where(eq(sessions.adminUserId, admin.id));
    expect(left).toBeUndefined();
    expect(
      (await request(ctx.app).post('/api/admin/login').send({ username: admin.username, password: admin.password }))
        .status,
    ).toBe(401);
    expect(
      (await request(ctx.app).post('/api/admin/login').send({ username: admin.username, password: 'brand-new-secret' }))
        .status,
    ).toBe(200);
    const again = await request(ctx.app)
      .post('/api/admin/reset-password')
      .send({ token, password: 'another-secret-1', confirmPassword: 'another-secret-1' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_RESET_TOKEN');
    expect(again.body.fieldErrors.token).toHaveLength(1);
  });

  test('answers exactly the same for an address with no account, and sends nothing', async () => {
    const email = `nobody-${Date.now()}@nowhere.example`;
    const known = await createAdmin(ctx);
    const a = await request(ctx.app).post('/api/admin/forgot-password').send({ email });
    const b = await request(ctx.app).post('/api/admin/forgot-password').send({ email: known.email });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  test('an inactive account gets no reset link', async () => {
    const admin = await createAdmin(ctx, { isActive: false });
    await request(ctx.app).post('/api/admin/forgot-password').send({ email: admin.email }).expect(200);
    expect(await outboxFor(admin.email)).toHaveLength(0);
  });

  test('an expired link is refused', async () => {
    let now = new Date();
    const timed = await createTestContext({}, { now: () => now });
    try {
      const admin = await createAdmin(timed);
      await request(timed.app).post('/api/admin/forgot-password').send({ email: admin.email }).expect(200);
      await mailSettled(timed.app);
      const [mail] = await timed.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
      const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
      now = new Date(now.getTime() + 61 * 60 * 1000);
      const res = await request(timed.app)
        .post('/api/admin/reset-password')
        .send({ token, password: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_RESET_TOKEN');
    } finally {
      await timed.close();
    }
  });

  test('validation uses the agreed messages', async () => {
    const forgot = await request(ctx.app).post('/api/admin/forgot-password').send({ email: 'not-an-email' });
    expect(forgot.status).toBe(400);
    expect(forgot.body.fieldErrors).toEqual({ email: ['Valid email is required'] });
    const reset = await request(ctx.app)
      .post('/api/admin/reset-password')
      .send({ token: '', password: 'short', confirmPassword: 'x' });
    expect(reset.status).toBe(400);
    expect(reset.body.fieldErrors).toMatchObject({
      token: ['Reset token is required'],
      password: ['Password must be at least 10 characters'],
    });
    expect(reset.body.fieldErrors.confirmPassword[0]).toBe('Password confirmation is required');
    const mismatch = await request(ctx.app)
      .post('/api/admin/reset-password')
      .send({ token: 'abc', password: 'abcdefghij', confirmPassword: 'abcdefghix' });
    expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: ["Passwords don't match"] });
  });
});

describe('POST /api/admin/request-username', () => {
  test('emails the username to a known address and answers the same for an unknown one', async () => {
    const admin = await createAdmin(ctx);
    const known = await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email });
    const unknown = await request(ctx.app)
      .post('/api/admin/request-username')
      .send({ email: `x-${admin.email}` });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const [mail] = await outboxFor(admin.email);
    expect(mail).toMatchObject({ kind: 'username-reminder' });
    expect(mail!.text).toContain(admin.username);
    expect(mail!.text).not.toMatch(/\$2[aby]\$/);
  });

  test('both account emails follow the back-office language the admin chose', async () => {
    const admin = await createAdmin(ctx);
    await ctx.database.db.update(adminUsers).set({ preferredLanguage: 'am' }).where(eq(adminUsers.id, admin.id));
    await request(ctx.app).post('/api/admin/forgot-password').send({ email: admin.email }).expect(200);
    await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email }).expect(200);
    const mails = await outboxFor(admin.email);
    const reset = mails.find((mail) => mail.kind === 'password-reset');
    expect(reset!.subject).toMatch(/: የአስተዳዳሪ የይለፍ ቃልዎን ይቀይሩ$/);
    expect(reset!.text).toMatch(new RegExp(`^ሰላም ${admin.username}፣\n`));
    expect(reset!.text).toMatch(/\/admin\/reset-password\?token=[\w-]+/);
    const reminder = mails.find((mail) => mail.kind === 'username-reminder');
    expect(reminder!.text).toContain(`የአስተዳዳሪ የተጠቃሚ ስምዎ፦ ${admin.username}`);
    expect(`${reset!.text}${reminder!.text}`).not.toMatch(/Hello|Someone asked|Sign in at/);
  });

  test('is rate-limited per address', async () => {
    const limited = await createTestContext({}, { rateLimits: { accountEmailsPerHour: 2 } });
    try {
      const send = () =>
        request(limited.app).post('/api/admin/request-username').send({ email: 'someone@example.com' });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const res = await send();
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('reset and username emails per account', () => {
  test('an account gets at most 3 of each an hour, however many addresses ask; the answer never changes', async () => {
    const limited = await createTestContext(
      { PUBLIC_URL: 'https://selam.example' },
      { rateLimits: { emailsPerAccountPerHour: 3 } },
    );
    try {
      const target = await createAdmin(limited);
      const other = await createAdmin(limited);
      for (const path of ['/api/admin/forgot-password', '/api/admin/request-username']) {
        const answers = new Set<string>();
        for (let n = 0; n < 5; n += 1) {
          const res = await request(limited.app).post(path).send({ email: target.email });
          expect(res.status).toBe(200);
          answers.add(JSON.stringify(res.body));
        }
        expect(answers.size).toBe(1);
        expect((await request(limited.app).post(path).send({ email: other.email })).status).toBe(200);
      }
      await mailSettled(limited.app);
      const kindsTo = async (to: string) =>
        (await limited.database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, to)))
          .map((row) => row.kind)
          .sort();
      expect(await kindsTo(target.email)).toEqual([
        ...Array(3).fill('password-reset'),
        ...Array(3).fill('username-reminder'),
      ]);
      expect(await kindsTo(other.email)).toEqual(['password-reset', 'username-reminder']);
      expect(
        await limited.database.db.$count(passwordResetTokens, eq(passwordResetTokens.adminUserId, target.id)),
      ).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe('every admin route needs a session', () => {
  test.each([
    ['get', '/api/admin/reservations'],
    ['get', '/api/admin/users'],
    ['get', '/api/admin/settings'],
    ['get', '/api/admin/catering-orders'],
    ['get', '/api/admin/gift-cards'],
    ['post', '/api/admin/restaurant-status'],
  ] as const)('%s %s answers 401 without one', async (method, path) => {
    const res = await request(ctx.app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: 'Please sign in to continue',
      code: 'UNAUTHENTICATED',
      messageKey: 'request.signIn',
      params: {},
    });
  });

  test('session rows record whose session it is', async () => {
    const { admin } = await signInAs(ctx, 'staff');
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.adminUserId, admin.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('the account email endpoints do no account work before they answer', () => {
  // Whether an address has an account must not show in how long the answer takes: the lookup,
  // the per-account count and the email all happen on the job queue. Proof: with the accounts
  // table locked by another connection, both endpoints still answer at once, and the emails
  // follow once the lock is gone. (PGlite has one connection, so this needs PostgreSQL.)
  test.runIf(testDriver === 'postgres')(
    'forgot-password and request-username answer while admin_users is locked',
    async () => {
      const admin = await createAdmin(ctx);
      const locker = new pg.Client({ connectionString: testDatabaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table admin_users in access exclusive mode');
        const answers = await Promise.all([
          request(ctx.app).post('/api/admin/forgot-password').send({ email: admin.email }).timeout(3000),
          request(ctx.app).post('/api/admin/request-username').send({ email: admin.email }).timeout(3000),
          request(ctx.app)
            .post('/api/admin/forgot-password')
            .send({ email: `nobody-${admin.email}` })
            .timeout(3000),
        ]);
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
        expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email))).toEqual([]);
      } finally {
        await locker.query('rollback');
        await locker.end();
      }
      expect((await outboxFor(admin.email)).map((mail) => mail.kind).sort()).toEqual([
        'password-reset',
        'username-reminder',
      ]);
    },
  );
});

describe('PUT /api/admin/me/preferences', () => {
  test('any signed-in admin, staff included, keeps their language on their account: the next sign-in, on any device, has it', async () => {
    const { agent, admin } = await signInAs(ctx, 'staff');
    const res = await agent.put('/api/admin/me/preferences').send({ preferredLanguage: 'am' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferredLanguage: 'am' });
    expect((await agent.get('/api/admin/check-auth')).body.admin).toMatchObject({
      id: admin.id,
      preferredLanguage: 'am',
    });

    const elsewhere = request.agent(ctx.app);
    const login = await elsewhere.post('/api/admin/login').send({ username: admin.username, password: admin.password });
    expect(login.body.admin).toMatchObject({ id: admin.id, preferredLanguage: 'am' });
  });

  test('a language the site does not speak is refused and changes nothing; without a session it is 401', async () => {
    const { agent, admin } = await signInAs(ctx, 'manager');
    await agent.put('/api/admin/me/preferences').send({ preferredLanguage: 'en' });
    const res = await agent.put('/api/admin/me/preferences').send({ preferredLanguage: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.preferredLanguage).toEqual(['Choose one of: en, am']);
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row!.preferredLanguage).toBe('en');

    expect((await request(ctx.app).put('/api/admin/me/preferences').send({ preferredLanguage: 'am' })).status).toBe(
      401,
    );
  });

  test('a stored language the site no longer speaks reads as none chosen', async () => {
    const { agent, admin } = await signInAs(ctx, 'staff');
    await ctx.database.db.update(adminUsers).set({ preferredLanguage: 'ti' }).where(eq(adminUsers.id, admin.id));
    expect((await agent.get('/api/admin/check-auth')).body.admin.preferredLanguage).toBeNull();
  });
});
