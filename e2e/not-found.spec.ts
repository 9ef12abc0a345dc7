import { expect, test } from './support/test';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this-dish-is-not-on-the-menu');

  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Selam Ethiopian Restaurant');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toHaveCount(0);
});
