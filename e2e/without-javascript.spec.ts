import { expect, test } from './support/test';
import { dishText } from '@shared/dish-text';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { SiteInfo } from '@shared/schemas/settings';

// As a link preview, a text browser or a visitor with scripts blocked sees the site.
test.use({ javaScriptEnabled: false });

test('without JavaScript, /menu lists every dish with its price, in English and, under its Amharic name, in Amharic; the home, contact and booking pages show the hours, the address and the phone', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  const dishes = (await (await request.get('/api/menu-items')).json()) as PublicMenuItemDto[];
  for (const language of ['en', 'am'] as const) {
    const path = language === 'am' ? '/am/menu' : '/menu';
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const dish of dishes) {
      const name = dishText(dish, language).name;
      if (language === 'am') expect(name, `${dish.name} has its Amharic name`).not.toBe(dish.name);
      // Featured dishes show twice: in their own section and in the full menu.
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .last();
      await expect(card, `${path}: ${name}`).toContainText(`$${Number(dish.price).toFixed(2)}`);
    }
  }

  for (const path of ['/', '/contact', '/reservations']) {
    await page.goto(path);
    const content = page.getByRole('main');
    await expect(content.getByText(site.business.address.street).first(), path).toBeVisible();
    await expect(content.getByRole('link', { name: site.business.phone }).first(), path).toBeVisible();
    await expect(
      page
        .getByRole('contentinfo')
        .getByText(/Monday/)
        .first(),
      path,
    ).toBeVisible();
  }
  // The booking form arrives as it will be once scripts run: a table for two.
  await page.goto('/reservations');
  await expect(page.getByLabel('Guests', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Guests', { exact: true }).locator('option:checked')).toHaveText('2 Guests');
});
