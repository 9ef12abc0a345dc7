import { expect, test } from '@playwright/test';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { SiteInfo } from '@shared/schemas/settings';

// As a link preview, a text browser or a visitor with scripts blocked sees the site.
test.use({ javaScriptEnabled: false });

test('/menu without JavaScript lists every dish with its price, in English and in Amharic', async ({ page, request }) => {
  const dishes = (await (await request.get('/api/menu-items')).json()) as PublicMenuItemDto[];
  for (const path of ['/menu', '/am/menu']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const dish of dishes) {
      // Featured dishes show twice: in their own section and in the full menu.
      const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) }).last();
      await expect(card, `${path}: ${dish.name}`).toContainText(`$${Number(dish.price).toFixed(2)}`);
    }
  }
});

test('the home and contact pages without JavaScript show the hours, the address and the phone', async ({ page, request }) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  for (const path of ['/', '/contact', '/reservations']) {
    await page.goto(path);
    const content = page.getByRole('main');
    await expect(content.getByText(site.business.address.street).first(), path).toBeVisible();
    await expect(content.getByRole('link', { name: site.business.phone }).first(), path).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(/Monday/).first(), path).toBeVisible();
  }
});
