import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test as admin, expect, OWNER, openSection, signInThroughApi, unique } from './support/admin';
import { typedNames } from './support/admin-names';
import { newApiContext } from './support/test';
import { seriousViolations } from './support/axe';
import { ethiopicInOtherFonts, ethiopicShare, siteInfo } from './support/ethiopic';
import { overflowingLabels } from './support/overflow';

/**
 * Each section: its heading in Amharic, and something it shows only once its data has arrived
 * (the page axe should scan). A long section is checked in each language by a test of its own:
 * two scans of it would take most of a test's minute on a busy machine.
 */
const SECTIONS: { name: string; amharic: string; loaded: (page: Page) => Locator; long?: true }[] = [
  {
    name: 'Dashboard',
    amharic: 'የአስተዳደር ዋና ገጽ',
    loaded: (page) => page.getByText('Everything happening at the restaurant today, at a glance.'),
  },
  { name: 'Menu', amharic: 'የምግብ ዝርዝር አስተዳደር', loaded: (page) => page.getByRole('heading', { name: 'Menu items' }) },
  {
    name: 'Orders',
    amharic: 'ትዕዛዞች',
    loaded: (page) => page.getByRole('heading', { level: 2, name: /^In the kitchen/ }),
  },
  {
    name: 'Reservations',
    amharic: 'ቦታ ማስያዣዎች',
    loaded: (page) => page.getByRole('list', { name: 'Reservation figures' }),
  },
  { name: 'Catering', amharic: 'የምግብ አገልግሎት', loaded: (page) => page.getByText(/^Showing \d+ of \d+$/) },
  {
    name: 'Gift Cards',
    amharic: 'የስጦታ ካርዶች አስተዳደር',
    loaded: (page) => page.getByRole('list', { name: 'Gift card figures' }),
  },
  {
    name: 'Site Content',
    amharic: 'የድረ-ገጽ ይዘት',
    loaded: (page) => page.getByRole('region', { name: 'Home page hero', exact: true }),
    long: true,
  },
  { name: 'Analytics', amharic: 'ትንታኔ', loaded: (page) => page.getByRole('region', { name: 'Today', exact: true }) },
  {
    name: 'Admin Users',
    amharic: 'የአስተዳደር ተጠቃሚዎች',
    loaded: (page) => page.getByRole('region', { name: 'Accounts' }).getByText(OWNER.username, { exact: true }),
  },
  {
    name: 'Settings',
    amharic: 'ቅንብሮች',
    loaded: (page) => page.getByRole('heading', { name: 'Weekly hours' }),
    long: true,
  },
];

/**
 * Signed in as an admin account of this worker's own, not the owner: choosing Amharic in the
 * header saves it on the account, and the owner's other journeys read the back office in English.
 */
const test = admin.extend<object, { readerStatePath: string }>({
  readerStatePath: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const owner = await newApiContext(playwright, { baseURL });
      await signInThroughApi(owner, OWNER);
      const reader = { username: unique('reader'), password: 'reader-password-123' };
      const created = await owner.post('/api/admin/users', {
        data: { username: reader.username, passwordHash: reader.password, role: 'admin' },
      });
      expect(created.status(), await created.text()).toBe(201);
      await owner.dispose();
      const request = await newApiContext(playwright, { baseURL });
      await signInThroughApi(request, reader);
      const path = join(tmpdir(), `selam-e2e-reader-${process.pid}-${workerInfo.workerIndex}.json`);
      await request.storageState({ path });
      await request.dispose();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ readerStatePath }, use) => use(readerStatePath),
});

test.describe('the login page', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('has no serious or critical accessibility violations, in English and in Amharic', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Before signing in, the back office speaks the language last chosen on this device.
    await page.evaluate(() => localStorage.setItem('language', 'am'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'የአስተዳዳሪ መግቢያ' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

type Section = (typeof SECTIONS)[number];

/** Opens the section in English, its data and the parts that load on their own (the open/closed card, the email outbox) arrived. */
async function openInEnglish(page: Page, section: Section) {
  // Each test starts in English: the one before may have left this account in Amharic.
  expect((await page.request.put('/api/admin/me/preferences', { data: { preferredLanguage: 'en' } })).status()).toBe(
    200,
  );
  await page.goto('/admin');
  await openSection(page, section.name);
  await expect(section.loaded(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** Switches the open section to Amharic as staff do it, its data already there, and checks it. */
async function checkInAmharic(page: Page, section: Section) {
  await page.getByRole('button', { name: 'EN — Language: English' }).click();
  await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: section.amharic })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('status').filter({ hasText: /በመጫን ላይ/ })).toHaveCount(0);
  const site = await siteInfo(page);
  const { share, latin } = await ethiopicShare(page, site, await typedNames(page.request, site));
  expect(
    share,
    `${section.name} is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`,
  ).toBeGreaterThanOrEqual(0.8);
  expect(await ethiopicInOtherFonts(page)).toEqual([]);
  expect(await overflowingLabels(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

const IN_AMHARIC =
  'in Amharic at least 80% of its letters are Ethiopic, all drawn in Noto Sans Ethiopic, none running out of its box';

for (const section of SECTIONS) {
  if (section.long) {
    test(`the ${section.name} section in English: no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await openInEnglish(page, section);
      expect(await seriousViolations(page)).toEqual([]);
    });
    test(`the ${section.name} section in Amharic: no serious or critical accessibility violations, and ${IN_AMHARIC}`, async ({
      page,
    }) => {
      await openInEnglish(page, section);
      await checkInAmharic(page, section);
    });
  } else {
    test(`the ${section.name} section: no serious or critical accessibility violations in English or Amharic, and ${IN_AMHARIC}`, async ({
      page,
    }) => {
      await openInEnglish(page, section);
      expect(await seriousViolations(page)).toEqual([]);
      await checkInAmharic(page, section);
    });
  }
}
