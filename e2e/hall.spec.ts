import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatAddress, telHref, yearsOfService } from '@shared/business-info';
import { HALL_CAPACITY } from '@shared/constants';
import type { SiteInfo } from '@shared/schemas/settings';

const slideCounter = (page: Page) =>
  page.getByRole('region', { name: 'Photos of the event hall' }).getByText(/^[1-5] \/ 5$/);

test('the hall slideshow advances on its own, and previous/next wrap around', async ({ page }) => {
  await page.goto('/hall-reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Private Event Hall' })).toBeVisible();
  const counter = slideCounter(page);
  await expect(counter).toHaveText('1 / 5');
  await expect(counter).toHaveText('2 / 5', { timeout: 6000 });

  // Pausing (and the focus it takes) stops the timer, so the steps below are deterministic.
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const shown = Number((await counter.textContent())?.split(' / ')[0]);
  for (let i = 1; i < shown; i += 1) await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('1 / 5');

  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('5 / 5');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('1 / 5');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('2 / 5');
});

test('the gallery opens full screen, thumbnails jump and the arrows wrap', async ({ page }) => {
  await page.goto('/hall-reservations');
  await page.getByRole('button', { name: 'View Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Hall gallery' });
  await expect(gallery).toBeVisible();

  await gallery.getByRole('button', { name: 'Show picture 3: Cultural celebration' }).click();
  await expect(gallery.getByText('3 / 5')).toBeVisible();
  await expect(gallery.getByRole('img', { name: /Dancers in white habesha dresses/ })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show picture 3: Cultural celebration' })).toHaveAttribute('aria-current', 'true');

  await gallery.getByRole('button', { name: 'Show picture 5: Buffet' }).click();
  await expect(gallery.getByText('5 / 5')).toBeVisible();
  await gallery.getByRole('button', { name: 'Next picture' }).click();
  await expect(gallery.getByText('1 / 5')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous picture' }).click();
  await expect(gallery.getByText('5 / 5')).toBeVisible();
});

test('Escape and the Close button close the gallery and focus returns to its button', async ({ page }) => {
  await page.goto('/hall-reservations');
  const open = page.getByRole('button', { name: 'View Gallery' });
  const gallery = page.getByRole('dialog', { name: 'Hall gallery' });
  await open.click();
  await expect(gallery).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  await open.click();
  await expect(gallery).toBeVisible();
  await gallery.getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toBeHidden();
  await expect(open).toBeFocused();
});

test('clicking the backdrop around the gallery closes it', async ({ page, isMobile }) => {
  test.skip(isMobile, 'On a phone the gallery fills the whole screen.');
  await page.goto('/hall-reservations');
  await page.getByRole('button', { name: 'View Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Hall gallery' });
  await expect(gallery).toBeVisible();
  await page.mouse.click(8, 400);
  await expect(gallery).toBeHidden();
});

test('the hall page shows its sections with phones, address and years from the settings', async ({ page, request }) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  const { business } = site;
  const years = yearsOfService(business.establishedYear, site.timeZone);
  await page.goto('/hall-reservations');

  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: `Call the hall: ${business.hallPhone}` })).toHaveAttribute('href', telHref(business.hallPhone));
  await expect(page.getByRole('link', { name: `Call the restaurant: ${business.phone}` })).toHaveAttribute('href', telHref(business.phone));

  await expect(page.getByText(`${years}+ years of hospitality`)).toBeVisible();
  const why = page.getByRole('region', { name: 'A celebration hall with a family kitchen behind it' });
  for (const service of ['Event planning', 'Flexible scheduling', 'Cultural expertise', 'Full catering']) {
    await expect(why.getByRole('heading', { name: service })).toBeVisible();
  }
  await expect(why.getByText('Open 7 days a week, with morning, afternoon and evening slots.')).toBeVisible();

  const specs = page.getByRole('region', { name: 'Everything the day needs' });
  await expect(specs.getByText(`Capacity: up to ${HALL_CAPACITY} guests`)).toBeVisible();
  for (const layout of ['Traditional Ethiopian', 'Banquet', 'Reception', 'Theater', 'Mixed']) {
    await expect(specs.getByRole('heading', { name: layout })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Nine details our guests love' }).getByRole('listitem')).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'What families say' }).getByRole('blockquote')).toHaveCount(3);

  const address = formatAddress(business.hallAddress);
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
  );
  await expect(page).toHaveTitle(/\| Selam Ethiopian Restaurant$/);

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
