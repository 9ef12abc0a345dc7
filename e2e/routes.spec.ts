import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { ethiopicInOtherFonts, ethiopicShare, siteInfo } from './support/ethiopic';
import { overflowingLabels } from './support/overflow';
import { amharic, PUBLIC_ROUTES, servedTitle } from './support/public-routes';

// On the phone alone: the narrow screen is where a page scrolls sideways or a label runs out of its
// box. One test per address: an Amharic page and its English one together would take up to a
// minute on a busy machine (axe over a long page takes most of it).
for (const path of [...PUBLIC_ROUTES, ...PUBLIC_ROUTES.map(amharic)]) {
  test(`${path}: hydrates without a warning; one h1, the served title, a description, Open Graph tags, no sideways scroll, no serious accessibility violation`, {
    tag: '@phone-only',
  }, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      // An unknown path answers 404 on purpose, and Chromium logs that status of the page itself.
      const ownStatus = message.location().url.endsWith(path) && /status of 404/.test(message.text());
      if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus) errors.push(message.text());
    });
    // A page whose HTML does not match its first render in the browser reports it here.
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(path);
    const title = servedTitle(await response!.text());
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/am') ? 'am' : 'en');
    // Hydrated, and the reads it makes in the browser (the open/closed badge) answered.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page keeps the title it was served with (production-server.spec.ts: each page has its own).
    expect(title).toMatch(/Selam/);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

    // Scrolled through, so every lower section has rendered.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    if (path.startsWith('/am')) {
      // At least 90% Ethiopic, all of it in Noto Sans Ethiopic.
      const { share, latin } = await ethiopicShare(page, await siteInfo(page));
      expect(share, `${path} is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`).toBeGreaterThanOrEqual(
        0.9,
      );
      expect(await ethiopicInOtherFonts(page)).toEqual([]);
      // Amharic words run longer than English ones: none runs out of its button, badge or card.
      expect(await overflowingLabels(page)).toEqual([]);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // axe over the whole page, its lower sections rendered.
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
