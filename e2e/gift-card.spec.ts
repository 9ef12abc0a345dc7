import { expect, test } from '@playwright/test';
import type { SiteInfo } from '@shared/schemas/settings';

test('the gift card page says gift cards are unavailable and offers the phone', async ({ page, request }) => {
  const { business } = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  await page.goto('/gift-card');

  await expect(page).toHaveTitle('Gift Cards | Selam Ethiopian Restaurant');
  await expect(page.getByRole('heading', { name: 'Gift Cards Temporarily Unavailable' })).toBeVisible();
  await expect(
    page.getByText('Our gift card system is currently being configured. Please contact us directly to purchase gift cards'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByText('Online gift card purchases are not available yet', { exact: false })).toBeVisible();
  for (const text of ['Valid 1 year from purchase', 'Use it for dine-in or takeout', 'Instant email delivery']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  for (const theme of ['Traditional Ethiopian', 'Coffee Ceremony', 'Elegant Gold', 'Festive Celebration']) {
    await expect(page.getByRole('radio', { name: theme })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: 'Traditional Ethiopian' })).toBeChecked();

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('presets and the custom amount toggle', async ({ page }) => {
  await page.goto('/gift-card');
  for (const amount of [25, 50, 75, 100, 150, 200]) {
    await expect(page.getByRole('button', { name: `$${amount}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '$100', exact: true }).click();
  await expect(page.getByRole('button', { name: '$100', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Purchase gift card for $100' })).toBeVisible();

  await page.getByRole('button', { name: 'Enter custom amount' }).click();
  const custom = page.getByLabel('Custom amount (dollars)');
  await expect(custom).toBeVisible();
  await expect(page.getByRole('button', { name: '$100', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await custom.fill('80');
  await expect(page.getByRole('button', { name: 'Purchase gift card for $80' })).toBeVisible();

  await page.getByRole('button', { name: '$25', exact: true }).click();
  await expect(custom).toBeHidden();
  await expect(page.getByRole('button', { name: 'Purchase gift card for $25' })).toBeVisible();
});

test('the purchase form says what is wrong with each field', async ({ page }) => {
  await page.goto('/gift-card');
  await page.getByRole('button', { name: 'Enter custom amount' }).click();
  await page.getByLabel('Custom amount (dollars)').fill('5');
  await page.getByLabel('Recipient email').fill('not-an-email');
  await page.getByLabel('Personal message (optional)').fill('x'.repeat(251));
  await expect(page.getByText('251/250 characters')).toBeVisible();
  await page.getByRole('button', { name: /Purchase gift card/ }).click();

  await expect(page.getByText('Minimum amount is $10')).toBeVisible();
  await expect(page.getByText('Recipient name is required')).toBeVisible();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByText('Your name is required')).toBeVisible();
  await expect(page.getByText('Message must be under 250 characters')).toBeVisible();

  await page.getByLabel('Custom amount (dollars)').fill('600');
  await expect(page.getByText('Maximum amount is $500')).toBeVisible();
});

test('a valid purchase sends nothing and explains that gift cards are not available', async ({ page, request }) => {
  const { business } = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  // A controlled clock holds the short "Processing..." state until the test moves time on.
  await page.clock.install();
  await page.goto('/gift-card');
  await page.getByRole('button', { name: '$75', exact: true }).click();
  await page.getByRole('radio', { name: 'Coffee Ceremony' }).check();
  await page.getByLabel('Recipient name').fill('Meron');
  await page.getByLabel('Recipient email').fill('meron@example.com');
  await page.getByLabel('Your name').fill('Dawit');
  await page.getByLabel('Personal message (optional)').fill('Enjoy a coffee ceremony on me!');

  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'GET' || req.url().includes('gift')) sent.push(`${req.method()} ${req.url()}`);
  });
  // Paused, so a slow machine cannot let the 1 s pass before the test looks.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Purchase gift card for $75' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await page.clock.runFor(1000);
  await page.clock.resume();

  await expect(page.getByText('Gift Cards Not Available', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`We currently do not offer gift card services. Please contact us at ${business.phone} for other dining options.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase gift card for $75' })).toBeEnabled();
  expect(sent).toEqual([]);
});
