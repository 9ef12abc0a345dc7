import { test as base, type APIRequestContext } from '@playwright/test';

export { expect } from '@playwright/test';

const RETRIES_RESETS = Symbol('retries connection resets');
const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;

/**
 * The server closes a keep-alive connection idle for 5 s (`HTTP_TIMEOUTS` in server/index.ts;
 * Node 20 closed it 6.0 s after the answer here). Playwright's API requests reuse idle connections, and
 * one sent in the moment the server closes it is reset before the server reads it:
 * `read ECONNRESET` or `socket hang up`. Browsers retry such a request on a new connection;
 * Playwright does when a request asks (`maxRetries`, resets only). So every API request of the
 * tests (`page.request`, `request`, `playwright.request.newContext()`) asks for one retry, and
 * a test may set its own. The verbs are wrapped rather than `fetch`, which they call, so that
 * reports still name the call (`apiRequestContext.get`); no test calls `fetch` itself.
 */
function retryConnectionResets(request: APIRequestContext) {
  const prototype = Object.getPrototypeOf(request) as APIRequestContext & { [RETRIES_RESETS]?: true };
  if (prototype[RETRIES_RESETS]) return;
  for (const verb of VERBS) {
    const send = prototype[verb];
    prototype[verb] = function (this: APIRequestContext, ...[url, options]: Parameters<APIRequestContext[typeof verb]>) {
      // A computed `call`: the runner names a library call after the identifier at its call site,
      // and reports would read `apiRequestContext.call` instead of `.get`.
      return send['call'](this, url, { maxRetries: 1, ...options });
    } as APIRequestContext[typeof verb];
  }
  prototype[RETRIES_RESETS] = true;
}

/** Every spec's `test`: Playwright's, with API requests that survive the keep-alive race above. */
export const test = base.extend<object, { apiRequestsRetryResets: void }>({
  apiRequestsRetryResets: [
    async ({ playwright }, use) => {
      const probe = await playwright.request.newContext();
      retryConnectionResets(probe);
      await probe.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
