// Journeys that change what every visitor sees (open/closed, the hours, the public menu, gift
// card sales) run on a production server and a fresh database of their own, one per worker, so
// the other journeys, on the shared server, never see those changes and all run side by side.
// The worker's journeys run one after the other on its server: each puts back what it changed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OWNER, saveOwnerSession, test as adminTest } from './admin';
import { mailboxIn, type Mailbox } from './mailbox';
import { E2E_RATE_LIMITS, startMailReceiver } from '../../scripts/lib/e2e-mail-receiver.mjs';
import { createPostgresDatabase, startProductionServer } from '../../scripts/lib/server-process';
import { startFakeStripe } from '../../test-support/stripe/fake-stripe';

export { expect, openSection, OWNER, signedOutContext, signInThroughApi, toasts, unique } from './admin';

/** Apart from the shared test server's port (4317) and from the process tests' (4600–4699). */
const PORTS = { from: 4700, to: 4799 };

export interface OwnServer {
  url: string;
  /** Every email the server sent, as a person reads their inbox. */
  mailbox: Mailbox;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
}

/** A PostgreSQL database next to TEST_DATABASE_URL's, named after it (`<name>_own_<random>`). */
function newPostgresDatabase(baseUrl: string) {
  return createPostgresDatabase(baseUrl, `${new URL(baseUrl).pathname.slice(1) || 'selam'}_own`);
}

/**
 * `test` of admin.ts (signed in as the owner) on the worker's own server: `baseURL`, and so
 * `page.goto('/…')`, `page.request` and new contexts, point at it, and `ownServer.mailbox`
 * reads the mail it sends. On PostgreSQL with TEST_DATABASE_URL, else on the embedded database.
 */
export const test = adminTest.extend<
  { ownServerOutputOnFailure: void },
  { ownServer: OwnServer; ownServerWithStripe: boolean }
>({
  /**
   * Whether the worker's server has Stripe's keys, talking to a fake Stripe in the worker (its
   * Checkout page sends the signed events to the server). Off: such a server takes no card.
   * A file that sets it with `test.use` gets workers of its own.
   */
  ownServerWithStripe: [false, { scope: 'worker', option: true }],

  ownServer: [
    async ({ ownServerWithStripe }, use) => {
      const mailDir = mkdtempSync(join(tmpdir(), 'selam-own-mail-'));
      const mail = await startMailReceiver(mailDir);
      const stripe = ownServerWithStripe ? await startFakeStripe() : undefined;
      const database = process.env.TEST_DATABASE_URL
        ? await newPostgresDatabase(process.env.TEST_DATABASE_URL)
        : undefined;
      try {
        const server = await startProductionServer({
          databaseUrl: database?.url,
          portRange: PORTS,
          // A first start migrates and seeds the database: half a minute on a 2-core machine running
          // the browsers and the other servers, and more when it is busier still.
          startTimeoutMs: 120_000,
          env: {
            ADMIN_USERNAME: OWNER.username,
            ADMIN_PASSWORD: OWNER.password,
            SMTP_URL: mail.url,
            RATE_LIMITS: JSON.stringify(E2E_RATE_LIMITS),
            ...(stripe && {
              STRIPE_SECRET_KEY: stripe.secretKey,
              STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
              STRIPE_API_URL: stripe.url,
            }),
          },
        });
        stripe?.setWebhookUrl(`${server.url}/api/payments/webhook`);
        try {
          await use({ url: server.url, mailbox: mailboxIn(mailDir), output: server.output });
        } finally {
          await server.stop();
        }
      } finally {
        await stripe?.close();
        await database?.drop();
        await mail.close();
        rmSync(mailDir, { recursive: true, force: true });
      }
    },
    // The server's start, and the database's creation before it.
    { scope: 'worker', timeout: 180_000 },
  ],

  ownerStatePath: [
    async ({ playwright, ownServer }, use, workerInfo) => {
      await use(
        await saveOwnerSession(
          playwright,
          ownServer.url,
          `selam-e2e-own-owner-${process.pid}-${workerInfo.workerIndex}.json`,
        ),
      );
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ ownServer }, use) => use(ownServer.url),

  // A failed journey carries what the server said meanwhile.
  ownServerOutputOnFailure: [
    async ({ ownServer }, use, testInfo) => {
      const from = ownServer.output().length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('own server output', { body: ownServer.output().slice(from), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
