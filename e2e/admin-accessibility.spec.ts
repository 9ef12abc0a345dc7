import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, OWNER, openSection, test } from './support/admin';

/** Each section, with something it shows only once its data has arrived: the page axe should scan. */
const SECTIONS: Record<string, (page: Page) => Locator> = {
  Dashboard: (page) => page.getByText('Everything happening at the restaurant today, at a glance.'),
  Menu: (page) => page.getByRole('heading', { name: 'Menu items' }),
  Orders: (page) => page.getByText('Where orders go today'),
  Reservations: (page) => page.getByRole('list', { name: 'Reservation figures' }),
  Catering: (page) => page.getByText(/^Showing \d+ of \d+$/),
  'Gift Cards': (page) => page.getByRole('list', { name: 'Gift card figures' }),
  Analytics: (page) => page.getByRole('region', { name: 'Today', exact: true }),
  'Admin Users': (page) => page.getByRole('region', { name: 'Accounts' }).getByText(OWNER.username, { exact: true }),
  Settings: (page) => page.getByRole('heading', { name: 'Weekly hours' }),
};

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('the login page', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const [section, loaded] of Object.entries(SECTIONS)) {
  test(`the ${section} section has no serious or critical accessibility violations`, async ({ page }) => {
    test.slow(); // axe over a whole section (Settings is the longest) takes up to 30 s on a busy machine
    await page.goto('/admin');
    await openSection(page, section);
    await expect(loaded(page)).toBeVisible();
    // Parts that load on their own (the open/closed card, the email outbox) have arrived too.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
