import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin } from '../test-support/api/admins';
import { createTestContext, type TestContext } from '../test-support/api/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** `selam.sid=…` as a browser sends it back, or undefined when the answer sets none. */
const sessionCookie = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('selam.sid='))
    ?.split(';')[0];

async function checkAuth(cookie: string) {
  return (await request(ctx.app).get('/api/admin/check-auth').set('Cookie', cookie)).body as {
    authenticated: boolean;
    admin?: { username: string };
  };
}

describe('session fixation', () => {
  // The forged-cookie case is in accounts/sign-in.test.ts; a forged id is ignored anyway. This is the
  // real attack: a valid session, the attacker's own, planted in a manager's browser.
  test('signing in with a valid session already in the browser gives a new id and ends the old session', async () => {
    const attacker = await createAdmin(ctx, { role: 'staff' });
    const victim = await createAdmin(ctx, { role: 'admin' });
    const planted = sessionCookie(
      await request(ctx.app)
        .post('/api/admin/login')
        .send({ username: attacker.username, password: attacker.password }),
    )!;
    expect(await checkAuth(planted)).toMatchObject({ authenticated: true, admin: { username: attacker.username } });

    const res = await request(ctx.app)
      .post('/api/admin/login')
      .set('Cookie', planted)
      .send({ username: victim.username, password: victim.password });
    expect(res.status).toBe(200);
    const issued = sessionCookie(res);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);

    expect(await checkAuth(issued!)).toMatchObject({ authenticated: true, admin: { username: victim.username } });
    // The attacker's copy is worth nothing: neither the victim's rights nor even their own.
    expect(await checkAuth(planted)).toEqual({ authenticated: false });
    expect((await request(ctx.app).get('/api/admin/users').set('Cookie', planted)).status).toBe(401);
  });
});
