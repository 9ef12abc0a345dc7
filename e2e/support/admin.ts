import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { test as base, expect, newApiContext } from './test';
import { lettersOf } from '../../test-support/names';

export const OWNER = { username: 'owner', password: 'owner-password-123' } as const;

/**
 * Tests that start signed in as the owner. Each worker signs in once through the API and
 * reuses the cookie, as a staff member stays signed in all evening; so the whole suite stays
 * far below the per-address sign-in limit. A test that signs out must sign in on its own.
 */
export const test = base.extend<object, { ownerStatePath: string }>({
  ownerStatePath: [
    async ({ playwright }, use, workerInfo) => {
      await use(
        await saveOwnerSession(
          playwright,
          workerInfo.project.use.baseURL!,
          `selam-e2e-owner-${process.pid}-${workerInfo.workerIndex}.json`,
        ),
      );
    },
    { scope: 'worker' },
  ],
  storageState: ({ ownerStatePath }, use) => use(ownerStatePath),
});

export { expect };

/**
 * A browser context without the owner's cookie: a diner, or another account about to sign in.
 * (browser.newContext() inside a test copies the project's options, the owner's session
 * included, and signing in there would end the owner's session for the whole worker.)
 */
export function signedOutContext(browser: Browser) {
  return browser.newContext({ storageState: { cookies: [], origins: [] } });
}

/** Signs the owner in on the server at `baseURL` through the API; answers the session's storage state file (named `fileName`, in the temporary folder). */
export async function saveOwnerSession(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  fileName: string,
): Promise<string> {
  const request = await newApiContext(playwright, { baseURL });
  await signInThroughApi(request, OWNER);
  const path = join(tmpdir(), fileName);
  await request.storageState({ path });
  await request.dispose();
  return path;
}

export async function signInThroughApi(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post('/api/admin/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens a back-office section, through the sidebar as staff would (the phone opens the menu first). */
export async function openSection(page: Page, name: string) {
  if (!page.url().includes('/admin')) await page.goto('/admin');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open the section menu' }).click();
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Below 1024 px the sidebar folds into a menu button. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * The toast region, where the agreed texts are asserted; also while a modal dialog is open, when Radix
 * hides everything outside the dialog from the accessibility tree (screen readers still hear
 * each toast through its own live announcement).
 */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

/** A value no other test (or earlier run) uses: names, emails and phone numbers in journeys. */
export function unique(prefix: string): string {
  // Letters only, so the same helper names diners (no digits allowed) and everything else.
  return `${prefix}${lettersOf(Date.now())}${lettersOf(Math.floor(Math.random() * 1e4))}`;
}
