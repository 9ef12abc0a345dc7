import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env';

/**
 * The secrets for createApp's `sessionSecret`: the first signs new session cookies, every one
 * verifies them. SESSION_SECRET comes first, then SESSION_SECRET_PREVIOUS, so a secret can be
 * replaced without signing everyone out (docs/operations.md).
 *
 * Production must set SESSION_SECRET (env.ts refuses to start without it). In development a
 * secret is generated once and kept in DATA_DIR, so sign-ins survive restarts; with an
 * in-memory database (memory://) nothing survives a restart, so neither does the secret.
 */
export function resolveSessionSecret(env: Env): [string, ...string[]] {
  if (env.SESSION_SECRET) return [env.SESSION_SECRET, ...env.SESSION_SECRET_PREVIOUS];
  if (env.DATA_DIR.startsWith('memory://')) return [randomBytes(48).toString('base64url')];
  const file = join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return [readFileSync(file, 'utf8').trim()];
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return [secret];
}
