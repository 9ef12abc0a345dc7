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
    expect(() => loadEnv({ RESTAURANT_TIMEZONE: 'Mars/Olympus' })).toThrow(/RESTAURANT_TIMEZONE: must be an IANA time zone/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  test('production refuses to start without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  test('the first admin needs both a username and a password', () => {
    expect(() => loadEnv({ ADMIN_USERNAME: 'owner' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' })).toThrow(/at least 8/);
    expect(loadEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'long-enough' }).ADMIN_USERNAME).toBe('owner');
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
});
