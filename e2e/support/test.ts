import { test as base, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The server closes a keep-alive connection idle for 5 s (`HTTP_TIMEOUTS` in server/index.ts), and
 * Playwright's API requests reuse idle connections without trying again: one sent in the moment
 * the server closes it is reset before the server reads it (`read ECONNRESET`, `socket hang up`).
 * So the tests ask the server to close each connection once it has answered: nothing is reused,
 * nothing can race. The header is a context option, which `page.request`, the `request` fixture and
 * `playwright.request.newContext()` inside a test all take from the project. Chromium sends it with
 * the pages' own requests too, each then on a connection of its own: on the loopback that changes
 * no answer, and a page loads as fast.
 */
export const CLOSE_CONNECTION = { Connection: 'close' } as const;

/** Every spec's `test`: Playwright's, whose requests close their connection once answered. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => use({ ...extraHTTPHeaders, ...CLOSE_CONNECTION }),
});

/**
 * An API request context made where the project's options do not reach (a worker fixture), with
 * `extraHTTPHeaders` of its own: the connection header is added to them.
 */
export function newApiContext(
  playwright: PlaywrightWorkerArgs['playwright'],
  options: Parameters<PlaywrightWorkerArgs['playwright']['request']['newContext']>[0] = {},
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, ...CLOSE_CONNECTION },
  });
}
