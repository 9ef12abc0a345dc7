import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type App } from './app';
import { loadEnv } from './env';
import { resolveSessionSecret } from './session-secret';
import { createAdmin, type TestAdmin } from '../test-support/api/admins';
import { createTestContext, type TestContext } from '../test-support/api/test-app';

// Each app below stands for the server restarted with other session secrets on the same
// database: sessions live in the database, so only the cookie's signature decides.
let ctx: TestContext;
const started: App[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of started) await app.shutdown();
  await ctx.close();
});

const secret = () => randomBytes(32).toString('base64url');

/** The app as server/index.ts builds it from these variables. */
function appWithSecrets(vars: { SESSION_SECRET: string; SESSION_SECRET_PREVIOUS?: string }): App {
  const env = loadEnv({ NODE_ENV: 'test', ...vars });
  // Signing in sends no mail: these apps need no job workers, so they are never started.
  const app = createApp({
    database: ctx.database,
    env,
    sessionSecret: resolveSessionSecret(env),
    rateLimits: {
      publicWritesPerHour: 0,
      accountEmailsPerHour: 0,
      loginFailuresPerUsername: 0,
      loginFailuresPerIp: 0,
      manageActionsPerHour: 0,
    },
  });
  started.push(app);
  return app;
}

/** Signs in on `app` and answers the session cookie as a browser would send it back. */
async function signIn(app: App, admin: TestAdmin): Promise<string> {
  const res = await request(app).post('/api/admin/login').send({ username: admin.username, password: admin.password });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('selam.sid='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

/** Whether `cookie` is a signed-in admin on `app`: the auth check and a guarded admin route agree. */
async function signedInOn(app: App, cookie: string): Promise<boolean> {
  const check = await request(app).get('/api/admin/check-auth').set('Cookie', cookie);
  const guarded = await request(app).get('/api/admin/mail-outbox').set('Cookie', cookie);
  expect(check.status).toBe(200);
  expect([200, 401]).toContain(guarded.status);
  expect(check.body.authenticated).toBe(guarded.status === 200);
  if (guarded.status === 401) expect(guarded.body.code).toBe('UNAUTHENTICATED');
  return guarded.status === 200;
}

describe('rotating the session secret with SESSION_SECRET_PREVIOUS', () => {
  test('a cookie signed with the old secret stays signed in while the old secret is listed as previous', async () => {
    const [oldSecret, newSecret] = [secret(), secret()];
    const admin = await createAdmin(ctx);
    const cookie = await signIn(appWithSecrets({ SESSION_SECRET: oldSecret }), admin);

    const rotated = appWithSecrets({ SESSION_SECRET: newSecret, SESSION_SECRET_PREVIOUS: oldSecret });
    expect(await signedInOn(rotated, cookie)).toBe(true);
    const check = await request(rotated).get('/api/admin/check-auth').set('Cookie', cookie);
    expect(check.body.admin).toMatchObject({ id: admin.id, username: admin.username });
  });

  test('a sign-in after the rotation is signed with the new secret, not the old one', async () => {
    const [oldSecret, newSecret] = [secret(), secret()];
    const admin = await createAdmin(ctx);
    const cookie = await signIn(
      appWithSecrets({ SESSION_SECRET: newSecret, SESSION_SECRET_PREVIOUS: oldSecret }),
      admin,
    );

    expect(await signedInOn(appWithSecrets({ SESSION_SECRET: newSecret }), cookie)).toBe(true);
    expect(await signedInOn(appWithSecrets({ SESSION_SECRET: oldSecret }), cookie)).toBe(false);
  });

  test('once the previous secret is removed, a cookie it signed is no longer signed in (401)', async () => {
    const [oldSecret, newSecret] = [secret(), secret()];
    const admin = await createAdmin(ctx);
    const cookie = await signIn(appWithSecrets({ SESSION_SECRET: oldSecret }), admin);
    expect(
      await signedInOn(appWithSecrets({ SESSION_SECRET: newSecret, SESSION_SECRET_PREVIOUS: oldSecret }), cookie),
    ).toBe(true);

    const afterRotation = appWithSecrets({ SESSION_SECRET: newSecret });
    expect(await signedInOn(afterRotation, cookie)).toBe(false);
    // The admin signs in again and is signed in with the new secret.
    expect(await signedInOn(afterRotation, await signIn(afterRotation, admin))).toBe(true);
  });

  test('replacing the secret without listing the old one signs every admin out', async () => {
    const admin = await createAdmin(ctx);
    const cookie = await signIn(appWithSecrets({ SESSION_SECRET: secret() }), admin);
    expect(await signedInOn(appWithSecrets({ SESSION_SECRET: secret() }), cookie)).toBe(false);
  });

  test('several previous secrets are all accepted, and a secret never listed is not', async () => {
    const [oldest, older, current] = [secret(), secret(), secret()];
    const [first, second] = [await createAdmin(ctx), await createAdmin(ctx)];
    const fromOldest = await signIn(appWithSecrets({ SESSION_SECRET: oldest }), first);
    const fromOlder = await signIn(appWithSecrets({ SESSION_SECRET: older }), second);
    const fromStranger = await signIn(appWithSecrets({ SESSION_SECRET: secret() }), second);

    const rotated = appWithSecrets({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: `${older},${oldest}` });
    expect(await signedInOn(rotated, fromOldest)).toBe(true);
    expect(await signedInOn(rotated, fromOlder)).toBe(true);
    expect(await signedInOn(rotated, fromStranger)).toBe(false);
  });
});
