import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openSection, test } from './support/admin';

const SECTIONS = ['Dashboard', 'Menu', 'Orders', 'Reservations', 'Catering', 'Gift Cards', 'Analytics', 'Admin Users', 'Settings'];

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

for (const section of SECTIONS) {
  test(`the ${section} section has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto('/admin');
    await openSection(page, section === 'Dashboard' ? 'Dashboard' : section);
    // Let the section's data arrive: the loading texts are gone.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
