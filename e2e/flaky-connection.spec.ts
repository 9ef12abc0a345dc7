import { expect, test, type Page } from '@playwright/test';

// Menus, dialogs and the toast region load their code when first needed (decision record 007).
// On a phone that code can fail to arrive, or arrive late.

/** Holds back the quick-access menu's code until `release` is called, or fails it. */
async function holdQuickAccessCode(page: Page, outcome: 'fail-once' | 'delay') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  await page.route(/\/assets\/quick-access-popup-[\w-]+\.js$/, async (route) => {
    if (outcome === 'fail-once' && !failed) {
      failed = true;
      return route.abort('internetdisconnected');
    }
    if (outcome === 'delay') await released;
    return route.continue();
  });
  return release;
}

const quickLinks = (page: Page) => page.getByRole('button', { name: 'Quick links' });

test('a menu whose code fails to download leaves the page as it was, and opens on the next try', async ({ page }) => {
  await holdQuickAccessCode(page, 'fail-once');
  await page.goto('/');
  await quickLinks(page).click();

  await expect(quickLinks(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await quickLinks(page).click();
  await expect(page.getByRole('menuitem', { name: 'Order Online' })).toBeVisible();
});

test('opened from the keyboard, the button keeps focus while the code arrives; Escape meanwhile cancels the opening', async ({ page }) => {
  const release = await holdQuickAccessCode(page, 'delay');
  await page.goto('/');
  await quickLinks(page).focus();
  await page.keyboard.press('Enter');
  await expect(quickLinks(page)).toHaveAttribute('aria-busy', 'true');
  await expect(quickLinks(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(quickLinks(page)).not.toHaveAttribute('aria-busy', 'true');

  const arrived = page.waitForResponse(/quick-access-popup-[\w-]+\.js$/);
  release();
  await arrived;
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(quickLinks(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Order Online' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quickLinks(page)).toBeFocused();
});

test('when the toast code cannot download, the message still shows', async ({ page }) => {
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/gift-card');
  await page.getByRole('button', { name: '$75', exact: true }).click();
  await page.getByLabel('Recipient name').fill('Meron');
  await page.getByLabel('Recipient email').fill('meron@example.com');
  await page.getByLabel('Your name').fill('Dawit');
  await page.getByRole('button', { name: 'Purchase gift card for $75' }).click();

  await expect(page.getByRole('status').getByText('Gift Cards Not Available', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gift Cards Temporarily Unavailable' })).toBeVisible();
});
