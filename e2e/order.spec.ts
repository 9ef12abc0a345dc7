import { expect, test } from './support/test';
import type { SiteInfo } from '@shared/schemas/settings';

test('the order page links to both delivery apps from settings, in a new tab; it explains why to order online and offers pickup by phone', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  await page.goto('/order');

  await expect(page.getByRole('heading', { level: 1, name: 'Order Online' })).toBeVisible();
  await expect(page).toHaveTitle('Order Online | Selam Ethiopian Restaurant');

  const uberEats = page.getByRole('link', { name: /Order on Uber Eats/ });
  await expect(uberEats).toHaveAttribute('href', site.business.delivery.uberEats);
  await expect(uberEats).toHaveAttribute('target', '_blank');
  await expect(uberEats).toHaveAttribute('rel', /noopener/);
  await expect(uberEats).toHaveAttribute('rel', /noreferrer/);

  const doorDash = page.getByRole('link', { name: /Order on DoorDash/ });
  await expect(doorDash).toHaveAttribute('href', site.business.delivery.doorDash);
  await expect(doorDash).toHaveAttribute('target', '_blank');
  await expect(doorDash).toHaveAttribute('rel', /noopener noreferrer/);

  await expect(page.getByRole('heading', { name: 'Why Order Online?' })).toBeVisible();
  for (const reason of ['Fast and convenient', 'Real-time tracking', 'Safe contactless delivery']) {
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  }
  await expect(page.getByText('Delivery & pickup')).toBeVisible();
  const call = page.getByRole('link', { name: `Call ${site.business.phone}` });
  await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
