import { msg } from '@shared/messages/message';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { errorHandler } from './middleware/error-handler';
import { signInAs } from '../test-support/api/admins';
import { createTestContext, type TestContext } from '../test-support/api/test-app';
import { testDriver } from '../test-support/api/test-database';
import { expectConsoleError } from '../test-support/api/fail-on-console-error';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  test('answers ok and names the database driver in use', async () => {
    const res = await request(ctx.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: testDriver });
  });

  test('sends the security headers', async () => {
    const res = await request(ctx.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('in production', () => {
  test('every response carries the strict Content-Security-Policy', async () => {
    const production = await createTestContext({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    try {
      const res = await request(production.app).get('/api/health');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      await production.close();
    }
  });
});

describe('API errors', () => {
  test('an unknown /api path answers a JSON 404', async () => {
    const res = await request(ctx.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      message: 'API route not found',
      code: 'NOT_FOUND',
      messageKey: 'request.routeNotFound',
      params: {},
    });
  });

  test('malformed JSON answers 400 and never 500', async () => {
    const res = await request(ctx.app)
      .post('/api/no-such-thing')
      .set('Content-Type', 'application/json')
      .send('{"firstName": "Abebe",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The request body is not valid JSON',
      code: 'MALFORMED_JSON',
      messageKey: 'request.malformedJson',
      params: {},
    });
  });

  test('a request in a charset the server does not read answers 415', async () => {
    const res = await request(ctx.app)
      .post('/api/no-such-thing')
      .set('Content-Type', 'application/json; charset=klingon')
      .send('{}');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('an id that is not plain digits names no row: 404', async () => {
    for (const id of ['0x10', '1e3', '%201', '-1', '0', '99999999999']) {
      const res = await request(ctx.app).get(`/api/images/${id}`);
      expect(res.status).toBe(404);
    }
    const { agent } = await signInAs(ctx, 'staff');
    for (const id of ['0x10', '1e3', '%201', '-1', '0', '99999999999', '1.5']) {
      const res = await agent.delete(`/api/reservations/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        message: 'Reservation not found',
        code: 'NOT_FOUND',
        messageKey: 'reservation.notFound',
        params: {},
      });
    }
  });

  test('a NUL character anywhere in the body or the query answers 400, never a database error', async () => {
    const body = await request(ctx.app)
      .post('/api/reservations')
      .send({ firstName: 'a\u0000b', nested: [{ deeper: ['x\u0000'] }] });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({
      message: 'Text must not contain control characters',
      code: 'VALIDATION_ERROR',
      messageKey: 'field.controlCharacters',
      params: {},
    });
    const login = await request(ctx.app).post('/api/admin/login').send({ username: 'x\u0000', password: 'y' });
    expect(login.status).toBe(400);
    const query = await request(ctx.app).get('/api/menu-items?category=Tibs%00');
    expect(query.status).toBe(400);
  });

  test('a body over the limit answers 413', async () => {
    const res = await request(ctx.app)
      .post('/api/no-such-thing')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ requests: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the error handler', () => {
  const app = express();
  app.get('/zod', () => {
    z.object({ firstName: z.string().min(1, msg('field.firstNameRequired')) }).parse({ firstName: '' });
  });
  app.get('/zod-params', () => {
    z.object({ guests: z.number().max(10, msg('reservation.partyTooLarge', { max: 10 })) }).parse({ guests: 12 });
  });
  app.get('/closed', () => {
    throw AppError.invalid({ date: [msg('reservation.closedDate', { date: '2026-11-26', label: 'Thanksgiving' })] });
  });
  app.get('/app-error', () => {
    throw new AppError(409, 'FULLY_BOOKED', 'Fully booked');
  });
  app.get('/crash', () => {
    throw new Error('connection to 10.0.0.5 refused at /srv/app/server.js:42');
  });
  app.use(errorHandler);

  test('a validation error answers 400 with the schema message and field errors', async () => {
    const res = await request(app).get('/zod');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'First name is required',
      code: 'VALIDATION_ERROR',
      fieldErrors: { firstName: ['First name is required'] },
      messageKey: 'field.firstNameRequired',
      params: {},
      fieldErrorKeys: { firstName: { key: 'field.firstNameRequired' } },
    });
  });

  test('a message with parameters answers its English words, and its key with the parameters', async () => {
    const res = await request(app).get('/zod-params');
    expect(res.body).toEqual({
      message: 'For more than 10 guests, please call us at least a day ahead',
      code: 'VALIDATION_ERROR',
      fieldErrors: { guests: ['For more than 10 guests, please call us at least a day ahead'] },
      messageKey: 'reservation.partyTooLarge',
      params: { max: 10 },
      fieldErrorKeys: { guests: { key: 'reservation.partyTooLarge', params: { max: 10 } } },
    });
    const closed = await request(app).get('/closed');
    expect(closed.body).toMatchObject({
      message: 'We are closed on Thursday, November 26 (Thanksgiving)',
      messageKey: 'reservation.closedDate',
      params: { date: '2026-11-26', label: 'Thanksgiving' },
      fieldErrorKeys: {
        date: { key: 'reservation.closedDate', params: { date: '2026-11-26', label: 'Thanksgiving' } },
      },
    });
  });

  test('an AppError answers with its own status, code and message', async () => {
    const res = await request(app).get('/app-error');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Fully booked', code: 'FULLY_BOOKED' });
  });

  test('an unexpected error answers a generic 500 and logs the details server-side only', async () => {
    const log = expectConsoleError();
    const res = await request(app).get('/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      messageKey: 'request.serverError',
      params: {},
    });
    expect(JSON.stringify(res.body)).not.toMatch(/10\.0\.0\.5|server\.js|at /);
    expect(log).toHaveBeenCalled();
  });
});
