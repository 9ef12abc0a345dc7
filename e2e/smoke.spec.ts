import { expect, test } from './support/test';

test('the home page shows the restaurant and leads to the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Authentic Ethiopian flavors/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Selam Ethiopian Restaurant/ })).toBeVisible();
  // Footer facts come from the settings API, not from literals in the page.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('2418 Riverside Avenue, Minneapolis, MN 55454')).toBeVisible();
  await expect(footer.getByText('11:00 AM – 10:00 PM')).toBeVisible();

  await page.getByRole('link', { name: 'Explore Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
});

test('the menu page loads directly', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
});

test('a made-up path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-dish');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('admin paths have no public header or footer', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the page does not scroll sideways', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
