import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
// E2E_BASE_URL points the tests at a server that is already running (a dev server while
// building pages); without it, the production build is started on a fresh database.
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;

// The system Chromium when there is one; otherwise the browser `npm test` installed for Playwright.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// Journeys that change what every visitor sees (open/closed, hours, the public menu, gift card
// sales), each worker on a server of its own (e2e/support/own-server.ts); the desktop runs them.
const SHARED_STATE = /(admin-(settings|menu)|gift-card-sales)\.spec\.ts/;
// Back-office journeys a desktop runs alone (see the phone project).
const PHONE_SKIPS_ADMIN = /admin-(users|catering|gift-cards|password-reset|analytics|notifications|login|language)\.spec\.ts/;
// Start, stop and kill production servers of their own (own ports and databases); no browser.
const SERVER_PROCESS = /e2e\/process\/[^/]+\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Limits for a hung test, not speed targets (those are the benchmarks): on a slow 2-core
  // machine running the browser, the server and PostgreSQL at once, a journey takes about three
  // times as long as on a quick one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: SERVER_PROCESS, use: desktop },
    {
      name: 'phone',
      // HTTP behaviour of the server does not depend on the viewport; the bundle budget
      // measures both viewports itself. Of the back office, the phone keeps the busy-evening
      // journey (reservations) and the accessibility scan of every section; the other journeys
      // check the same rules as on a desktop.
      testIgnore: [SHARED_STATE, SERVER_PROCESS, /production-server\.spec\.ts/, /bundle-budget\.spec\.ts/, PHONE_SKIPS_ADMIN],
      use: phone,
    },
    // Restarts, crashes and slow clients take tens of seconds each (the slow clients wait out
    // the server's 30 s request time-out).
    { name: 'server-process', testMatch: SERVER_PROCESS, timeout: 120_000 },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      // SIGTERM lets scripts/e2e-server.mjs drop its database before it exits.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
});
