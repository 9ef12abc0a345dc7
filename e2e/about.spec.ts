import { expect, test } from './support/test';
import { yearsOfService } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';

test('the about page shows the computed years, the four values, culture, family and a link to the menu', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  const years = yearsOfService(site.business.establishedYear, site.timeZone);
  await page.goto('/about');

  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(`${years}+ years`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`serving ${site.business.address.city} since ${site.business.establishedYear}`),
  ).toBeVisible();

  const values = page.getByRole('region', { name: 'Our values' });
  for (const value of ['Authenticity', 'Community', 'Excellence', 'Tradition']) {
    await expect(values.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'A meal is meant to be shared' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Family owned since ${site.business.establishedYear}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/\| Selam Ethiopian Restaurant$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('link', { name: 'Explore Our Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});
