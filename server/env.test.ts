import { describe, expect, test } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  test('an empty environment starts in development on port 5000 with the embedded database', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      DATA_DIR: './data',
      RESTAURANT_TIMEZONE: 'America/Chicago',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test('a bad value stops start-up with a message naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadEnv({ RESTAURANT_TIMEZONE: 'Mars/Olympus' })).toThrow(
      /RESTAURANT_TIMEZONE: must be an IANA time zone/,
    );
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ HOST: 'localhost; rm -rf' })).toThrow(/HOST: must be an address/);
  });

  test('HOST names the address to listen on; unset, every interface', () => {
    expect(loadEnv({}).HOST).toBeUndefined();
    expect(loadEnv({ HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '::1' }).HOST).toBe('::1');
  });

  test('CACHE_EXPIRY_SECONDS is seconds or "never"; unset, each cache keeps its own lifetime', () => {
    expect(loadEnv({}).CACHE_EXPIRY_SECONDS).toBeUndefined();
    expect(loadEnv({ CACHE_EXPIRY_SECONDS: '30' }).CACHE_EXPIRY_SECONDS).toBe(30);
    expect(loadEnv({ CACHE_EXPIRY_SECONDS: 'never' }).CACHE_EXPIRY_SECONDS).toBe(Infinity);
    expect(() => loadEnv({ CACHE_EXPIRY_SECONDS: '0' })).toThrow(/CACHE_EXPIRY_SECONDS/);
    expect(() => loadEnv({ CACHE_EXPIRY_SECONDS: 'soon' })).toThrow(
      /CACHE_EXPIRY_SECONDS: must be a number of seconds or "never"/,
    );
  });

  test('SMTP_TIMEOUT_SECONDS and JOB_MAINTENANCE_SECONDS are whole seconds, 15 and 30 unless set', () => {
    expect(loadEnv({})).toMatchObject({ SMTP_TIMEOUT_SECONDS: 15, JOB_MAINTENANCE_SECONDS: 30 });
    expect(loadEnv({ SMTP_TIMEOUT_SECONDS: '5', JOB_MAINTENANCE_SECONDS: '10' })).toMatchObject({
      SMTP_TIMEOUT_SECONDS: 5,
      JOB_MAINTENANCE_SECONDS: 10,
    });
    for (const bad of ['0', '1.5', 'soon']) {
      expect(() => loadEnv({ SMTP_TIMEOUT_SECONDS: bad })).toThrow(/SMTP_TIMEOUT_SECONDS/);
      expect(() => loadEnv({ JOB_MAINTENANCE_SECONDS: bad })).toThrow(/JOB_MAINTENANCE_SECONDS/);
    }
  });

  test('production refuses to start without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  test('SESSION_SECRET_PREVIOUS lists old secrets, comma-separated, and is empty by default', () => {
    const current = 'n'.repeat(32);
    const [older, oldest] = ['o'.repeat(32), 'p'.repeat(48)];
    expect(loadEnv({ SESSION_SECRET: current }).SESSION_SECRET_PREVIOUS).toEqual([]);
    expect(loadEnv({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: '' }).SESSION_SECRET_PREVIOUS).toEqual([]);
    expect(loadEnv({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: older }).SESSION_SECRET_PREVIOUS).toEqual([
      older,
    ]);
    expect(
      loadEnv({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: ` ${older} ,${oldest},` }).SESSION_SECRET_PREVIOUS,
    ).toEqual([older, oldest]);
  });

  test('every previous session secret is checked like SESSION_SECRET, and the message names the variable', () => {
    const current = 'n'.repeat(32);
    const tooShort = 'o'.repeat(31);
    expect(() => loadEnv({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: tooShort })).toThrow(
      /SESSION_SECRET_PREVIOUS: each secret must be at least 32 characters/,
    );
    expect(() =>
      loadEnv({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: `${'p'.repeat(32)},${tooShort}` }),
    ).toThrow(/SESSION_SECRET_PREVIOUS: each secret must be at least 32 characters/);
    // The message goes to the log: it must not repeat the secret.
    let message = '';
    try {
      loadEnv({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: tooShort });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SESSION_SECRET_PREVIOUS/);
    expect(message).not.toContain(tooShort);
  });

  test('previous session secrets need a current one that differs from them', () => {
    const old = 'o'.repeat(32);
    expect(() => loadEnv({ SESSION_SECRET_PREVIOUS: old })).toThrow(/SESSION_SECRET_PREVIOUS: needs SESSION_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET_PREVIOUS: old })).toThrow(
      /SESSION_SECRET: is required in production/,
    );
    expect(() => loadEnv({ SESSION_SECRET: old, SESSION_SECRET_PREVIOUS: `${'p'.repeat(32)},${old}` })).toThrow(
      /SESSION_SECRET_PREVIOUS: repeats SESSION_SECRET/,
    );
  });

  test('the first admin needs both a username and a password', () => {
    expect(() => loadEnv({ ADMIN_USERNAME: 'owner' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' })).toThrow(/at least 10/);
    expect(loadEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'injera-lantern-42' }).ADMIN_USERNAME).toBe('owner');
  });

  test.each(['ababababab', 'selamselam', 'owner12345', 'Password123'])(
    'a first-admin password as easy to guess as %s stops start-up, naming the variable',
    (password) => {
      expect(() => loadEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: password })).toThrow(
        /ADMIN_PASSWORD: is too easy to guess/,
      );
    },
  );

  test("the first admin's username counts against its password", () => {
    expect(() => loadEnv({ ADMIN_USERNAME: 'almaz', ADMIN_PASSWORD: 'almaz-2025' })).toThrow(
      /ADMIN_PASSWORD: is too easy to guess/,
    );
    expect(loadEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'almaz-2025' }).ADMIN_PASSWORD).toBe('almaz-2025');
  });

  test("Stripe's keys come together; a live key never goes to another address than Stripe's", () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadEnv(keys)).toMatchObject(keys);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
    expect(() => loadEnv({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret/,
    );
    expect(loadEnv({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:12111',
    );
    for (const live of ['sk_live_abc123', 'rk_live_abc123']) {
      expect(() => loadEnv({ ...keys, STRIPE_SECRET_KEY: live, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(
        /STRIPE_API_URL: is set with a live Stripe key/,
      );
    }
    expect(loadEnv({ ...keys, STRIPE_SECRET_KEY: 'sk_live_abc123' }).STRIPE_API_URL).toBeUndefined();
  });

  test('production refuses an in-memory database', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://' })).toThrow(
      /DATA_DIR: memory:\/\/ keeps nothing/,
    );
  });

  test('TRUST_PROXY takes a hop count, true or a subnet list, and is off by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  test('empty strings count as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  test('HTTP_TIMEOUTS overrides some slow-client time-outs as JSON; headers may not outlast the request', () => {
    expect(loadEnv({}).HTTP_TIMEOUTS).toEqual({ headersSeconds: 15, requestSeconds: 30, keepAliveSeconds: 5 });
    expect(loadEnv({ HTTP_TIMEOUTS: '{"headersSeconds":3,"keepAliveSeconds":1}' }).HTTP_TIMEOUTS).toEqual({
      headersSeconds: 3,
      requestSeconds: 30,
      keepAliveSeconds: 1,
    });
    expect(() => loadEnv({ HTTP_TIMEOUTS: '{"headersSeconds":40}' })).toThrow(
      /HTTP_TIMEOUTS: headersSeconds may not be more than requestSeconds/,
    );
    expect(() => loadEnv({ HTTP_TIMEOUTS: '{"bodySeconds":1}' })).toThrow(/HTTP_TIMEOUTS: Unrecognized key/);
    expect(() => loadEnv({ HTTP_TIMEOUTS: '{"keepAliveSeconds":0}' })).toThrow(/HTTP_TIMEOUTS/);
    expect(() => loadEnv({ HTTP_TIMEOUTS: 'fast' })).toThrow(
      /HTTP_TIMEOUTS: must be a JSON object such as \{"headersSeconds":10\}/,
    );
  });

  test('RATE_LIMITS overrides some limits as JSON; unknown names, negatives and bad JSON stop start-up', () => {
    expect(loadEnv({}).RATE_LIMITS).toEqual({});
    expect(
      loadEnv({ RATE_LIMITS: '{"publicWritesPerHour":60,"onlineBookingsPerContactPerDate":0}' }).RATE_LIMITS,
    ).toEqual({
      publicWritesPerHour: 60,
      onlineBookingsPerContactPerDate: 0,
    });
    expect(() => loadEnv({ RATE_LIMITS: '{"bookingsPerMinute":1}' })).toThrow(/RATE_LIMITS: Unrecognized key/);
    expect(() => loadEnv({ RATE_LIMITS: '{"publicWritesPerHour":-1}' })).toThrow(/RATE_LIMITS/);
    expect(() => loadEnv({ RATE_LIMITS: 'sixty' })).toThrow(/RATE_LIMITS: must be a JSON object/);
  });
});
