import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { ethiopicInOtherFonts, ethiopicShare, siteInfo } from './support/ethiopic';
import { overflowingLabels } from './support/overflow';

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
  '/gift-card/balance',
  '/no-such-page',
];

const amharic = (path: string) => (path === '/' ? '/am' : `/am${path}`);

for (const path of [...ROUTES, ...ROUTES.map(amharic)]) {
  test(`${path}: hydrates without a warning; one h1, its own title and description, Open Graph tags, no sideways scroll, no serious accessibility violation`, async ({ page }) => {
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
      const { share, latin } = await ethiopicShare(page, await siteInfo(page));
      expect(share, `${path} is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`).toBeGreaterThanOrEqual(0.9);
      expect(await ethiopicInOtherFonts(page)).toEqual([]);
      // Amharic words run longer than English ones: none runs out of its button, badge or card.
      expect(await overflowingLabels(page)).toEqual([]);
    }

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // axe over the whole page, its lower sections rendered, in each language and on each screen size.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
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
