import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { SiteInfo } from '@shared/schemas/settings';
import { addDays, zonedMoment } from '@shared/time';

// Menus, dialogs and the toast region load their code when first needed (decision record 007).
// On a phone that code can fail to arrive, or arrive late.

const QUICK_ACCESS_CODE = /\/assets\/quick-access-popup-[\w-]+\.js$/;
const TOAST_CODE = /\/assets\/toaster-[\w-]+\.js$/;

/** Fails, or holds back, every download of the quick-access menu's code until the returned function is called. */
async function holdQuickAccessCode(page: Page, outcome: 'fail' | 'delay') {
  let held = true;
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(QUICK_ACCESS_CODE, async (route) => {
    if (held && outcome === 'fail') return route.abort('internetdisconnected');
    if (held) await released;
    return route.continue();
  });
  return () => {
    held = false;
    letThrough();
  };
}

/** Resolves once a download whose address matches `url` has failed. */
function downloadFailed(page: Page, url: RegExp) {
  return page.waitForEvent('requestfailed', (request) => url.test(request.url()));
}

/** Resolves after the page has drawn two more frames: a re-render it had queued is on screen by then. */
function settled(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const quickLinks = (page: Page) => page.getByRole('button', { name: 'Quick links' });

test('a menu whose code fails to download leaves the page as it was, and opens on the next try', async ({ page }) => {
  const release = await holdQuickAccessCode(page, 'fail');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const failed = downloadFailed(page, QUICK_ACCESS_CODE);
  await quickLinks(page).click();
  await failed;
  await expect(quickLinks(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  release();
  await quickLinks(page).click();
  await expect(page.getByRole('menuitem', { name: 'Order Online' })).toBeVisible();
});

test('opened from the keyboard, the button keeps focus while the code arrives; Escape meanwhile cancels the opening', async ({
  page,
}) => {
  const release = await holdQuickAccessCode(page, 'delay');
  await page.goto('/');
  await quickLinks(page).focus();
  await page.keyboard.press('Enter');
  await expect(quickLinks(page)).toHaveAttribute('aria-busy', 'true');
  await expect(quickLinks(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(quickLinks(page)).not.toHaveAttribute('aria-busy', 'true');

  const arrived = page.waitForResponse(QUICK_ACCESS_CODE);
  release();
  const code = await arrived;
  // Once the code has run (importing it again waits for that) and the page has drawn since,
  // a menu that was going to open anyway would be on screen.
  await page.evaluate(async (url) => {
    await import(url);
  }, code.url());
  await settled(page);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(quickLinks(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Order Online' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quickLinks(page)).toBeFocused();
});

test('when the toast code cannot download, the message still shows', async ({ page, request }) => {
  const { timeZone } = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  await page.route(TOAST_CODE, (route) => route.abort('internetdisconnected'));
  // The inquiry is lost on the way too, so the page has a failure to tell.
  await page.route('**/api/catering-requests', (route) => route.abort('internetdisconnected'));
  const failed = downloadFailed(page, TOAST_CODE);
  await page.goto('/catering');
  const inquiry = page.getByRole('region', { name: 'Request a catering quote' });
  await inquiry.getByLabel('First name *').fill('Abeba');
  await inquiry.getByLabel('Last name *').fill('Tesfaye');
  await inquiry.getByLabel('Email *').fill('abeba@example.com');
  await inquiry.getByLabel('Phone *').fill('612-555-0100');
  await inquiry.getByLabel('Event type *').selectOption('Graduation');
  await inquiry.getByLabel('Event date *').fill(addDays(zonedMoment(timeZone).date, 5));
  await inquiry.getByLabel('Event time *').fill('13:30');
  await inquiry.getByRole('radio', { name: 'Full service' }).check();
  await inquiry.getByLabel('Event address *').fill('100 Main Street, Minneapolis, MN');
  await inquiry.getByRole('button', { name: 'Send catering request' }).click();
  await failed;

  await expect(
    page.getByRole('status').getByText('Failed to send your catering request', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  await expect(inquiry.getByRole('button', { name: 'Send catering request' })).toBeEnabled();
});
