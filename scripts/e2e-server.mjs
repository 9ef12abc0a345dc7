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

/**
 * The fake Stripe (test-support/stripe) as a process of its own: the site pays through it with
 * the real SDK, and its Checkout page sends the signed events back to the site's webhook.
 */
async function startFakeStripe(port, webhookUrl) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'test-support/stripe/serve-fake-stripe.ts'], {
    env: { ...process.env, FAKE_STRIPE_PORT: String(port), FAKE_STRIPE_WEBHOOK_URL: webhookUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const found = /listening on (\S+)/.exec(String(chunk));
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`the fake Stripe stopped (${code})`)));
  });
  return { url, child };
}

const mailbox = await startMailReceiver(mailDir);
const appPort = process.env.E2E_PORT ?? '4317';
const stripe = await startFakeStripe(
  Number(process.env.E2E_STRIPE_PORT ?? 4319),
  `http://127.0.0.1:${appPort}/api/payments/webhook`,
);
const database = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: appPort,
  DATA_DIR: dataDir,
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'owner-password-123',
  DATABASE_URL: database?.url ?? '',
  SMTP_URL: mailbox.url,
  RATE_LIMITS: JSON.stringify(E2E_RATE_LIMITS),
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
  STRIPE_API_URL: stripe.url,
};

const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  mailbox.close();
  stripe.child.kill('SIGTERM');
  await database?.drop().catch(() => undefined);
  process.exit(code ?? 0);
});
