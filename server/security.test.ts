import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin, type TestAdmin } from '../test-support/api/admins';
import { mountSourcePages } from '../test-support/api/rendered-pages';
import { createTestContext, type TestContext } from '../test-support/api/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A sign-in as `admin` with these request headers. */
const signIn = (app: TestContext['app'], admin: TestAdmin, headers: Record<string, string> = {}) =>
  request(app).post('/api/admin/login').set(headers).send({ username: admin.username, password: admin.password });

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('selam.sid='));

describe('cross-site request defence', () => {
  test('a write whose Origin is another site is refused with 403 and changes nothing', async () => {
    const admin = await createAdmin(ctx);
    const res = await signIn(ctx.app, admin, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Requests from other sites are not accepted',
      code: 'CROSS_SITE_REQUEST',
      messageKey: 'request.crossSite',
      params: {},
    });
    expect(sessionCookie(res)).toBeUndefined();
  });

  test('a write from this site (Origin or Referer naming this host) is accepted', async () => {
    const admin = await createAdmin(ctx);
    const byOrigin = await signIn(ctx.app, admin, { Host: 'selam.example', Origin: 'http://selam.example' });
    expect(byOrigin.status).toBe(200);
    const byReferer = await signIn(ctx.app, admin, {
      Host: 'selam.example',
      Referer: 'http://selam.example/admin/login',
    });
    expect(byReferer.status).toBe(200);
    const evilReferer = await signIn(ctx.app, admin, { Host: 'selam.example', Referer: 'https://evil.example/page' });
    expect(evilReferer.status).toBe(403);
  });

  test('a body a plain HTML form could send (urlencoded, text) answers 415', async () => {
    const form = await request(ctx.app).post('/api/admin/login').type('form').send({ username: 'a', password: 'b' });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await request(ctx.app)
      .post('/api/admin/login')
      .set('Content-Type', 'text/plain')
      .send('{"username":"a"}');
    expect(text.status).toBe(415);
  });

  test('reads are not checked: a GET from a link on another site works', async () => {
    const res = await request(ctx.app).get('/api/health').set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
  });
});

describe('the session cookie and HSTS in production', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestContext({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48), TRUST_PROXY: '1' });
  });
  afterAll(() => production.close());

  test('behind the HTTPS proxy it is Secure, HttpOnly and SameSite=Lax', async () => {
    const admin = await createAdmin(production);
    const res = await signIn(production.app, admin, { 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
  });

  test('over plain HTTP (a local trial of the build) it is not Secure', async () => {
    const admin = await createAdmin(production);
    const res = await signIn(production.app, admin);
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).not.toMatch(/; Secure/i);
  });

  test('HSTS keeps browsers on HTTPS for a year over HTTPS (told by the trusted proxy), and is not sent over plain HTTP', async () => {
    const https = await request(production.app).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await request(production.app).get('/api/health');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS without TRUST_PROXY', () => {
  test('without TRUST_PROXY, a client claiming X-Forwarded-Proto: https still gets none', async () => {
    const res = await request(ctx.app).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  let withPages: TestContext;
  beforeAll(async () => {
    withPages = await createTestContext({}, { mountWeb: mountSourcePages });
  });
  afterAll(() => withPages.close());

  const policyOf = async (path: string) =>
    (await request(withPages.app).get(path)).headers['permissions-policy'] as string | undefined;

  test('public pages may use no camera, microphone, location or payment', async () => {
    for (const path of ['/', '/am/menu', '/reservations', '/no-such-page', '/api/health']) {
      const policy = await policyOf(path);
      for (const directive of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy, path).toContain(directive);
    }
  });

  test("the back office's pages may use the camera for the gift card QR scanner, and nothing else of those", async () => {
    for (const path of ['/admin', '/admin/gift-cards']) {
      const policy = await policyOf(path);
      expect(policy, path).toContain('camera=(self)');
      for (const directive of ['microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy, path).toContain(directive);
    }
  });
});
