// Starts the production build for the browser tests on a database of its own: with
// TEST_DATABASE_URL, a fresh PostgreSQL database next to the API tests' one (so rows the API
// tests create never show up on the public pages); otherwise a fresh embedded database.
// Outgoing mail goes to a local SMTP receiver that drops each message into .e2e-mail/, where the
// journeys read it as a person reads their inbox (the password-reset link).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { E2E_RATE_LIMITS, startMailReceiver } from './lib/e2e-mail-receiver.mjs';

const dataDir = '.e2e-data';
const mailDir = '.e2e-mail';
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir);

async function freshPostgres(sharedUrl) {
  const url = new URL(sharedUrl);
  const name = `${url.pathname.slice(1)}_e2e`.replace(/[^\w]/g, '_');
  const admin = new URL(sharedUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(admin.toString(), name) };
}

async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

const mailbox = await startMailReceiver(mailDir);
const database = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4317',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'owner-password-123',
  DATABASE_URL: database?.url ?? '',
  SMTP_URL: mailbox.url,
  RATE_LIMITS: JSON.stringify(E2E_RATE_LIMITS),
};

const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  mailbox.close();
  await database?.drop().catch(() => undefined);
  process.exit(code ?? 0);
});
