import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin, signInAs } from '../test/admins';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sign-in', () => {
  test('a signed-in admin passes the auth check; a stranger does not', async () => {
    const { agent, admin } = await signInAs(ctx, 'manager');
    const res = await agent.get('/api/admin/check-auth');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true, admin: { id: admin.id, username: admin.username, role: 'manager' } });
    expect((await request(ctx.app).get('/api/admin/check-auth')).body).toEqual({ authenticated: false });
  });

  test('a wrong password answers 401 with the same message as an unknown user', async () => {
    const admin = await createAdmin(ctx);
    const wrong = await request(ctx.app).post('/api/admin/login').send({ username: admin.username, password: 'nope-nope' });
    const unknown = await request(ctx.app).post('/api/admin/login').send({ username: 'nobody-here', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(unknown.body).toEqual(wrong.body);
  });
});
