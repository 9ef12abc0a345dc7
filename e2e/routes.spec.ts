import { expect, test, type Page } from '@playwright/test';
import { formatAddress } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';

const ROUTES = [
  '/',
  '/menu',
  '/menu-old',
  '/about',
  '/contact',
  '/order',
  '/reservations',
  '/hall-reservations',
  '/coffee-ceremony',
  '/catering',
  '/gift-card',
  '/no-such-page',
];

const amharic = (path: string) => (path === '/' ? '/am' : `/am${path}`);

/**
 * The share of the page's visible letters that are Ethiopic, once the names and numbers that stay
 * as they are in any language are left out: the business's and the hall's names, addresses,
 * e-mail addresses, phone numbers and prices.
 */
async function ethiopicShare(page: Page, site: SiteInfo): Promise<{ share: number; latin: string }> {
  let text = await page.locator('body').innerText();
  const kept = [site.business.name, site.business.hallName, formatAddress(site.business.address), formatAddress(site.business.hallAddress), site.business.address.street, site.business.hallAddress.street];
  for (const words of kept) text = text.split(words).join(' ');
  text = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\+?\(?\d[\d\s().-]{6,}\d/g, ' ')
    .replace(/\$\d[\d,]*(\.\d\d)?/g, ' ');
  const ethiopic = text.match(/[\u1200-\u139F\u2D80-\u2DDF]/g)?.length ?? 0;
  const latinWords = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  const latin = latinWords.join('').length;
  return { share: ethiopic / Math.max(1, ethiopic + latin), latin: [...new Set(latinWords)].join(' ') };
}

for (const path of [...ROUTES, ...ROUTES.map(amharic)]) {
  test(`${path}: hydrates without a warning; one h1, its own title and description, Open Graph tags, no sideways scroll`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // An unknown path answers 404 on purpose, and Chromium logs that status of the page itself.
      const ownStatus = message.location().url.endsWith(path) && /status of 404/.test(message.text());
      if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus) errors.push(message.text());
    });
    // A page whose HTML does not match its first render in the browser reports it here.
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/am') ? 'am' : 'en');
    // Hydrated, and the reads it makes in the browser (the open/closed badge) answered.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Selam/);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());

    if (path.startsWith('/am')) {
      // Scrolled through, so every lower section has rendered; then at least 90% Ethiopic.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const site = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
      const { share, latin } = await ethiopicShare(page, site);
      expect(share, `${path} is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`).toBeGreaterThanOrEqual(0.9);
    }

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('every page has a title of its own', async ({ page }) => {
  // One visit per route in a single test: its time grows with the route list, not with one page.
  test.setTimeout(ROUTES.length * 6_000);
  const titles = new Set<string>();
  for (const path of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(ROUTES.length);
});
