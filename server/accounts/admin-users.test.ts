import { DEFAULT_BUSINESS_INFO, SETTING_KEYS } from '@shared/business-info';
import { englishText } from '@shared/messages/english';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { adminUsers, auditLog, mailOutbox, sessions } from '../db/schema';
import { deleteAdminUser, updateAdminUser } from './admin-users';
import { WEAK_PASSWORD } from './password-strength';
import { BCRYPT_COST, setBcryptCost } from './passwords';
import { TEST_BCRYPT_COST } from '../../test-support/api/cheap-hashing';
import { createAdmin, signInAs, type TestAdmin } from '../../test-support/api/admins';
import { changeSettings } from '../../test-support/api/settings';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';

// Long enough, on no list, and still guessed at once: a repeat, the restaurant's name twice, a word and a run.
const PATTERN_PASSWORDS = ['ababababab', 'selamselam', 'owner12345'];
const LAST_ADMIN = 'There must always be at least one active admin. Make another user an active admin first.';

let ctx: TestContext;
let admin: { agent: TestAgent; admin: TestAdmin };
let manager: { agent: TestAgent; admin: TestAdmin };
let staff: { agent: TestAgent; admin: TestAdmin };

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, manager, staff] = await Promise.all([
    signInAs(ctx, 'admin'),
    signInAs(ctx, 'manager'),
    signInAs(ctx, 'staff'),
  ]);
});
afterAll(() => ctx.close());

const tag = () => randomUUID().slice(0, 8);

function newUser(overrides: Record<string, unknown> = {}) {
  const name = `user-${tag()}`;
  return {
    username: name,
    passwordHash: 'correct-horse-battery',
    email: `${name}@staff.example`,
    role: 'staff',
    ...overrides,
  };
}

async function auditRows(id: number, action: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'admin-user'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
}

async function sessionCount(adminUserId: number): Promise<number> {
  const rows = await ctx.database.db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(eq(sessions.adminUserId, adminUserId));
  return rows.length;
}

async function signIn(username: string, password: string) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/admin/login').send({ username, password });
  expect(res.status).toBe(200);
  return agent;
}

describe('GET /api/admin/users', () => {
  test('lists accounts with their public fields and never a password hash', async () => {
    const res = await admin.agent.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('$2');
    expect(res.text).not.toMatch(/password/i);
    const mine = res.body.find((user: { id: number }) => user.id === admin.admin.id);
    expect(mine).toEqual({
      id: admin.admin.id,
      username: admin.admin.username,
      email: admin.admin.email,
      role: 'admin',
      isActive: true,
      lastLogin: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test('staff may read the list; without a session it answers 401', async () => {
    expect((await staff.agent.get('/api/admin/users')).status).toBe(200);
    const res = await request(ctx.app).get('/api/admin/users');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/admin/users', () => {
  test('an admin creates a user who can then sign in; the answer has no hash and an audit row is written', async () => {
    // The app's own bcrypt cost, which the other tests trade for speed.
    setBcryptCost(BCRYPT_COST);
    onTestFinished(() => setBcryptCost(TEST_BCRYPT_COST));
    const input = newUser({ role: 'manager' });
    const res = await admin.agent.post('/api/admin/users').send(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: input.username,
      email: input.email,
      role: 'manager',
      isActive: true,
      lastLogin: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.text).not.toContain('$2');
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.id, res.body.id));
    expect(row!.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    const [audit] = await auditRows(res.body.id, 'create');
    expect(audit).toMatchObject({ adminUserId: admin.admin.id, username: admin.admin.username });
    expect(JSON.stringify(audit!.details)).not.toContain(input.passwordHash);
    await signIn(input.username, input.passwordHash);
  });

  test('role and isActive default to staff, the least power, and true', async () => {
    const res = await admin.agent
      .post('/api/admin/users')
      .send({ username: `user-${tag()}`, passwordHash: 'long-enough-pw' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'staff', isActive: true, email: null });
  });

  test('a username taken in another letter case answers 409 Username already exists', async () => {
    const existing = await createAdmin(ctx, { role: 'staff' });
    const res = await admin.agent.post('/api/admin/users').send(newUser({ username: existing.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: 'Username already exists' });
  });

  test('an email used by another account answers 409 with a clear message', async () => {
    const existing = await createAdmin(ctx, { role: 'staff' });
    const res = await admin.agent.post('/api/admin/users').send(newUser({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Another admin user already uses this email address');
  });

  test('two simultaneous creates of one username: one 201, one 409, never a 500', async () => {
    const input = newUser();
    const answers = await Promise.all([
      admin.agent.post('/api/admin/users').send(input),
      admin.agent.post('/api/admin/users').send({ ...input, email: `other-${input.email}` }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe('Username already exists');
  });

  test('missing username and password answer 400 with the agreed message', async () => {
    const res = await admin.agent.post('/api/admin/users').send({ role: 'staff' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fieldErrors).toEqual({
      username: ['Username and password are required'],
      passwordHash: ['Username and password are required'],
    });
  });

  test('a short password answers 400 Password must be at least 10 characters', async () => {
    const res = await admin.agent.post('/api/admin/users').send(newUser({ passwordHash: 'short' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ passwordHash: ['Password must be at least 10 characters'] });
  });

  test.each(['password123', 'Qwertyuiop', '1234567890', 'zzzzzzzzzzzz', ...PATTERN_PASSWORDS])(
    'a guessable password (%s) answers 400 on its field and stores nothing',
    async (password) => {
      const input = newUser({ passwordHash: password });
      const res = await admin.agent.post('/api/admin/users').send(input);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ passwordHash: [englishText(WEAK_PASSWORD)] });
      expect(await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, input.username))).toEqual(
        [],
      );
    },
  );

  test("a password built on the account's username is refused; the same password for another username is not", async () => {
    const mine = newUser({ username: `almaz-${tag()}`, passwordHash: 'almaz-2025' });
    const res = await admin.agent.post('/api/admin/users').send(mine);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ passwordHash: [englishText(WEAK_PASSWORD)] });
    expect((await admin.agent.post('/api/admin/users').send(newUser({ passwordHash: 'almaz-2025' }))).status).toBe(201);
  });

  test("a password built on the restaurant's name, as the settings have it, is refused", async () => {
    const own = await createTestContext({}, { isolatedDatabase: true });
    try {
      const owner = await signInAs(own, 'admin');
      const input = newUser({ passwordHash: 'tsehay-2025' });
      await changeSettings(own.database.db, {
        [SETTING_KEYS.businessInfo]: { ...DEFAULT_BUSINESS_INFO, name: 'Tsehay Kitchen' },
      });
      const res = await owner.agent.post('/api/admin/users').send(input);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ passwordHash: [englishText(WEAK_PASSWORD)] });
      await changeSettings(own.database.db, { [SETTING_KEYS.businessInfo]: DEFAULT_BUSINESS_INFO });
      expect((await owner.agent.post('/api/admin/users').send(input)).status).toBe(201);
    } finally {
      await own.close();
    }
  });

  test('malformed JSON answers 400', async () => {
    const res = await admin.agent.post('/api/admin/users').set('Content-Type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  test('managers and staff get 403, strangers 401, and nothing is created', async () => {
    const input = newUser();
    expect((await manager.agent.post('/api/admin/users').send(input)).status).toBe(403);
    expect((await staff.agent.post('/api/admin/users').send(input)).status).toBe(403);
    expect((await request(ctx.app).post('/api/admin/users').send(input)).status).toBe(401);
    const rows = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, input.username));
    expect(rows).toHaveLength(0);
  });
});

describe('PUT /api/admin/users/:id', () => {
  test('the edit form changes username, email and role, with an audit row of what changed', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    const username = `renamed-${tag()}`;
    const res = await admin.agent
      .put(`/api/admin/users/${target.id}`)
      .send({ username, email: `${username}@staff.example`, role: 'manager', isActive: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      username,
      email: `${username}@staff.example`,
      role: 'manager',
      isActive: true,
    });
    expect(res.text).not.toContain('$2');
    const [audit] = await auditRows(target.id, 'update');
    expect(audit!.details).toEqual({
      changes: {
        username: { from: target.username, to: username },
        email: { from: target.email, to: `${username}@staff.example` },
        role: { from: 'staff', to: 'manager' },
      },
    });
  });

  test('deactivating a user ends their sessions at once; reactivating does not bring them back', async () => {
    const target = await signInAs(ctx, 'staff');
    expect((await target.agent.get('/api/admin/users')).status).toBe(200);
    expect(await sessionCount(target.admin.id)).toBe(1);

    const off = await admin.agent.put(`/api/admin/users/${target.admin.id}`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect(await sessionCount(target.admin.id)).toBe(0);
    expect((await target.agent.get('/api/admin/users')).status).toBe(401);
    expect(await auditRows(target.admin.id, 'deactivate')).toHaveLength(1);

    const on = await admin.agent.put(`/api/admin/users/${target.admin.id}`).send({ isActive: true });
    expect(on.status).toBe(200);
    expect(on.body.isActive).toBe(true);
    expect(await auditRows(target.admin.id, 'activate')).toHaveLength(1);
    expect((await target.agent.get('/api/admin/users')).status).toBe(401);
  });

  test("changing another user's password signs them out and the new password works", async () => {
    const target = await signInAs(ctx, 'manager');
    const res = await admin.agent.put(`/api/admin/users/${target.admin.id}`).send({ password: 'brand-new-password' });
    expect(res.status).toBe(200);
    expect((await target.agent.get('/api/admin/users')).status).toBe(401);
    await signIn(target.admin.username, 'brand-new-password');
    const [audit] = await auditRows(target.admin.id, 'update');
    expect(audit!.details).toEqual({ changes: {}, passwordChanged: true });
    expect(JSON.stringify(audit!.details)).not.toContain('brand-new-password');
  });

  test('changing your own password keeps this session and ends your others', async () => {
    const me = await signInAs(ctx, 'admin');
    const otherDevice = await signIn(me.admin.username, me.admin.password);
    const res = await me.agent.put(`/api/admin/users/${me.admin.id}`).send({ password: 'my-new-password-1' });
    expect(res.status).toBe(200);
    expect((await me.agent.get('/api/admin/users')).status).toBe(200);
    expect((await otherDevice.get('/api/admin/users')).status).toBe(401);
  });

  test('deactivating yourself answers 409 and changes nothing', async () => {
    const res = await admin.agent.put(`/api/admin/users/${admin.admin.id}`).send({ isActive: false });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot deactivate your own account');
    expect((await admin.agent.get('/api/admin/users')).status).toBe(200);
  });

  test('a username taken by someone else answers 409', async () => {
    const [one, two] = await Promise.all([createAdmin(ctx, { role: 'staff' }), createAdmin(ctx, { role: 'staff' })]);
    const res = await admin.agent.put(`/api/admin/users/${one.id}`).send({ username: two.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Username already exists');
  });

  test('an unknown or non-numeric id answers 404; an empty body 400; bad JSON 400', async () => {
    const missing = await admin.agent.put('/api/admin/users/2147483000').send({ isActive: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Admin user not found');
    expect((await admin.agent.put('/api/admin/users/abc').send({ isActive: true })).status).toBe(404);
    const empty = await admin.agent.put(`/api/admin/users/${staff.admin.id}`).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nothing to update');
    const bad = await admin.agent
      .put(`/api/admin/users/${staff.admin.id}`)
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(bad.status).toBe(400);
  });

  test('a short new password answers 400 with the agreed message', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    const res = await admin.agent.put(`/api/admin/users/${target.id}`).send({ password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: ['Password must be at least 10 characters'] });
  });

  test.each(['iloveyou12', ...PATTERN_PASSWORDS])(
    'a guessable new password (%s) answers 400 and keeps the old one',
    async (password) => {
      const target = await createAdmin(ctx, { role: 'staff' });
      const res = await admin.agent.put(`/api/admin/users/${target.id}`).send({ password });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ password: [englishText(WEAK_PASSWORD)] });
      await signIn(target.username, target.password);
    },
  );

  test('a new password built on the new username of the same edit is refused', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    const username = `bethlehem-${tag()}`;
    const res = await admin.agent.put(`/api/admin/users/${target.id}`).send({ username, password: 'bethlehem-22' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: [englishText(WEAK_PASSWORD)] });
    await signIn(target.username, target.password);
  });

  test('managers and staff get 403, strangers 401', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    expect((await manager.agent.put(`/api/admin/users/${target.id}`).send({ isActive: false })).status).toBe(403);
    expect((await staff.agent.put(`/api/admin/users/${target.id}`).send({ isActive: false })).status).toBe(403);
    expect((await request(ctx.app).put(`/api/admin/users/${target.id}`).send({ isActive: false })).status).toBe(401);
  });
});

describe('open reset links after an admin changes the account', () => {
  /** Asks for a reset link for the account's address, as its owner would, and answers its token. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await request(ctx.app).post('/api/admin/forgot-password').send({ email })).status).toBe(200);
    await mailSettled(ctx.app);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return /reset-password\?token=([\w-]+)/.exec(mail!.text)![1]!;
  }
  const useToken = (token: string) =>
    request(ctx.app)
      .post('/api/admin/reset-password')
      .send({ token, password: 'attacker-chosen-9', confirmPassword: 'attacker-chosen-9' });

  test.each([
    ['a new password', [{ password: 'a-fresh-password-7' }]],
    ['a new email address', [{ email: `moved-${tag()}@staff.example` }]],
    ['a deactivation, even once reactivated', [{ isActive: false }, { isActive: true }]],
  ])('%s spends them', async (_change, edits) => {
    const target = await createAdmin(ctx, { role: 'staff' });
    const token = await resetTokenFor(target.email);
    for (const edit of edits)
      expect((await admin.agent.put(`/api/admin/users/${target.id}`).send(edit)).status).toBe(200);
    const res = await useToken(token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });

  test('a change of role or username leaves them working', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    const token = await resetTokenFor(target.email);
    expect(
      (await admin.agent.put(`/api/admin/users/${target.id}`).send({ role: 'manager', username: `renamed-${tag()}` }))
        .status,
    ).toBe(200);
    expect((await useToken(token)).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  test('an admin deletes a user: 204, gone from the list, audit row written', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    const res = await admin.agent.delete(`/api/admin/users/${target.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const list = await admin.agent.get('/api/admin/users');
    expect(list.body.some((user: { id: number }) => user.id === target.id)).toBe(false);
    const [audit] = await auditRows(target.id, 'delete');
    expect(audit!.details).toEqual({ username: target.username, role: 'staff' });
  });

  test('deleting yourself answers 409', async () => {
    const res = await admin.agent.delete(`/api/admin/users/${admin.admin.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot delete your own account');
  });

  test('an unknown id answers 404', async () => {
    const res = await admin.agent.delete('/api/admin/users/2147483000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Admin user not found');
  });

  test('managers and staff get 403, strangers 401, and the user stays', async () => {
    const target = await createAdmin(ctx, { role: 'staff' });
    expect((await manager.agent.delete(`/api/admin/users/${target.id}`)).status).toBe(403);
    expect((await staff.agent.delete(`/api/admin/users/${target.id}`)).status).toBe(403);
    expect((await request(ctx.app).delete(`/api/admin/users/${target.id}`)).status).toBe(401);
    const rows = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.id, target.id));
    expect(rows).toHaveLength(1);
  });
});

// The shared test database holds many admins, so the last-admin rule gets a database of its own
// where the seeded owner starts as the only admin.
describe('the last active admin', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext({}, { isolatedDatabase: true });
  });
  afterAll(() => own.close());

  test('the only active admin cannot be demoted, deactivated or deleted; with a second admin the first may step down', async () => {
    const owner = request.agent(own.app);
    const [row] = await own.database.db.select().from(adminUsers).where(eq(adminUsers.username, 'owner'));
    expect(
      (await owner.post('/api/admin/login').send({ username: 'owner', password: 'owner-password-123' })).status,
    ).toBe(200);

    const blocked = await owner.put(`/api/admin/users/${row!.id}`).send({ role: 'manager' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(LAST_ADMIN);

    const second = await owner
      .post('/api/admin/users')
      .send({ username: 'second-admin', passwordHash: 'second-password', role: 'admin' });
    expect(second.status).toBe(201);
    const allowed = await owner.put(`/api/admin/users/${row!.id}`).send({ role: 'manager' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.role).toBe('manager');

    // Now "second-admin" is the only active admin: nobody may delete, deactivate or demote it.
    const actor = { admin: { id: row!.id, username: 'owner', role: 'admin' as const } };
    const ctxOfApp = own.app.context;
    await expect(deleteAdminUser(ctxOfApp, actor, second.body.id)).rejects.toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    await expect(updateAdminUser(ctxOfApp, actor, second.body.id, { isActive: false })).rejects.toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    await expect(updateAdminUser(ctxOfApp, actor, second.body.id, { role: 'staff' })).rejects.toMatchObject({
      status: 409,
    });
    const [still] = await own.database.db.select().from(adminUsers).where(eq(adminUsers.id, second.body.id));
    expect(still).toMatchObject({ role: 'admin', isActive: true });

    // An inactive admin does not count as the remaining one; deleting it is fine.
    const inactive = await createAdmin(own, { role: 'admin', isActive: false });
    await expect(updateAdminUser(ctxOfApp, actor, second.body.id, { isActive: false })).rejects.toMatchObject({
      status: 409,
    });
    const bySecond = { admin: { id: second.body.id as number, username: 'second-admin', role: 'admin' as const } };
    await expect(deleteAdminUser(ctxOfApp, bySecond, inactive.id)).resolves.toBeUndefined();
  });

  test('two admins deactivating each other at the same moment: one wins, one gets 409, one admin stays', async () => {
    const [x, y] = await Promise.all([createAdmin(own, { role: 'admin' }), createAdmin(own, { role: 'admin' })]);
    await own.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(and(eq(adminUsers.role, 'admin'), notInArray(adminUsers.id, [x.id, y.id])));
    const asX = { admin: { id: x.id, username: x.username, role: 'admin' as const } };
    const asY = { admin: { id: y.id, username: y.username, role: 'admin' as const } };

    const outcomes = await Promise.allSettled([
      updateAdminUser(own.app.context, asX, y.id, { isActive: false }),
      updateAdminUser(own.app.context, asY, x.id, { isActive: false }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 409, message: LAST_ADMIN });
    const active = await own.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true)));
    expect(active).toHaveLength(1);
  });
});
