import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { test as base, expect, newApiContext } from './test';
import {
  createPostgresDatabase,
  startProductionServer,
  TEST_OWNER,
  type ExitResult,
  type ServerProcess,
} from '../../scripts/lib/server-process';

export { expect, TEST_OWNER };
export type { ExitResult, ServerProcess };

export type Driver = 'embedded' | 'postgres';
export const DRIVERS: Driver[] = ['embedded', 'postgres'];

/** Ports of these tests' own servers, apart from the shared test server's and each other's. */
const PORTS = { from: 4600, to: 4699 };

/** Where one test's servers keep their data, across every restart of that test. */
export interface Store {
  driver: Driver;
  /** The embedded database's folder (unset on PostgreSQL). */
  dataDir?: string;
  databaseUrl?: string;
}

interface Fixtures {
  driver: Driver;
  store: Store;
  /** Starts the production server on the test's store; whatever is still running at the end is stopped. */
  launch: (env?: Record<string, string>) => Promise<ServerProcess>;
  /** A request context for one server (closed at the end of the test). */
  clientFor: (server: ServerProcess, headers?: Record<string, string>) => Promise<APIRequestContext>;
}

export const test = base.extend<Fixtures>({
  driver: ['embedded', { option: true }],

  store: async ({ driver }, use, testInfo) => {
    if (driver === 'postgres') {
      const baseUrl = process.env.TEST_DATABASE_URL;
      testInfo.skip(!baseUrl, 'TEST_DATABASE_URL is not set: no PostgreSQL server to make a database on');
      const database = await createPostgresDatabase(baseUrl!, 'selam_proc');
      try {
        await use({ driver, databaseUrl: database.url });
      } finally {
        await database.drop();
      }
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'selam-process-'));
      try {
        await use({ driver, dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  },

  launch: async ({ store }, use, testInfo) => {
    const started: ServerProcess[] = [];
    await use(async (env) => {
      const server = await startProductionServer({ ...store, env, portRange: PORTS });
      started.push(server);
      return server;
    });
    for (const server of started) {
      await server.stop();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach(`server ${server.port} output`, { body: server.output(), contentType: 'text/plain' });
      }
    }
  },

  clientFor: async ({ playwright }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (server, headers = {}) => {
      const context = await newApiContext(playwright, { baseURL: server.url, extraHTTPHeaders: headers });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

/** Runs `body` once per database driver; the PostgreSQL run is skipped without TEST_DATABASE_URL. */
export function onEachDatabase(body: (driver: Driver) => void): void {
  for (const driver of DRIVERS) {
    test.describe(driver === 'embedded' ? 'on the embedded database' : 'on PostgreSQL', () => {
      test.use({ driver });
      body(driver);
    });
  }
}

/** Signs in as the owner and answers the session cookie (`selam.sid=…`) as a browser would send it. */
export async function signInAsOwner(api: APIRequestContext): Promise<string> {
  const res = await api.post('/api/admin/login', { data: TEST_OWNER });
  expect(res.status(), await res.text()).toBe(200);
  return sessionCookie(res);
}

export function sessionCookie(res: APIResponse): string {
  const header = res
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith('selam.sid='));
  expect(header, 'a session cookie').toBeDefined();
  return header!.value.split(';')[0]!;
}

/** The body of a response that must have the given status (the body is shown when it does not). */
export async function expectJson<T>(res: APIResponse, status: number): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}
