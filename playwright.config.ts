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
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
// Journeys about HTTP rather than a screen: headers and status codes, pages without JavaScript,
// code that fails to download, and the bundle budget, which measures both viewports itself.
const HTTP = /(production-server|without-javascript|flaky-connection|bundle-budget)\.spec\.ts$/;
// Start, stop and kill production servers of their own (own ports and databases); no browser.
const SERVER_PROCESS = /e2e\/process\/[^/]+\.spec\.ts$/;
// A journey runs on the desktop. Tagged `@phone`, on the phone too: where the layout or touch
// differs (the booking form and its date picker, the manage page). Tagged `@phone-only`, on the
// phone alone: the navigation drawer, the gift card panel at the table, and each public route's
// checks with its accessibility scan (the narrow screen is where a page overflows).
const ON_THE_PHONE = /(^|\s)@phone(-only)?(\s|$)/;
const PHONE_ONLY = /(^|\s)@phone-only(\s|$)/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Limits for a hung test, not speed targets (those are the benchmarks): on a busy 2-core
  // machine running the browser, the server and PostgreSQL at once, a journey that takes 20 s
  // on an idle one has taken over a minute.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // No trace of every journey, kept only when it fails: recording one (a snapshot of the page at
    // each step) took about a fifth of the journeys' time and CPU. A failure keeps its error, the
    // page's state and a screenshot; `npx playwright test --trace on <spec>` records the steps.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Restarts, crashes, slow clients and mail retries take tens of seconds each, mostly waiting:
    // first, so the short journeys fill the other worker meanwhile rather than leave one at the end.
    { name: 'server-process', testMatch: SERVER_PROCESS, timeout: 120_000 },
    { name: 'desktop', testIgnore: [HTTP, SERVER_PROCESS], grepInvert: PHONE_ONLY, use: desktop },
    { name: 'phone', testIgnore: [HTTP, SERVER_PROCESS], grep: ON_THE_PHONE, use: phone },
    // Once, on a desktop: the server's answers do not depend on the screen.
    { name: 'http', testMatch: HTTP, use: desktop },
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
