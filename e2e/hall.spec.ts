import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatAddress, telHref, yearsOfService } from '@shared/business-info';
import { HALL_CAPACITY, SLIDESHOW } from '@shared/constants';
import type { SiteInfo } from '@shared/schemas/settings';

const slideCounter = (page: Page) =>
  page.getByRole('region', { name: 'Photos of the event hall' }).getByText(/^[1-5] \/ 5$/);

test('the hall page shows its sections with phones, address and years from the settings; its slideshow moves on every interval unless paused, and previous/next wrap around', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  const { business } = site;
  const years = yearsOfService(business.establishedYear, site.timeZone);
  // The page's time moves only when the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/hall-reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Private Event Hall' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: `Call the hall: ${business.hallPhone}` })).toHaveAttribute(
    'href',
    telHref(business.hallPhone),
  );
  await expect(page.getByRole('link', { name: `Call the restaurant: ${business.phone}` })).toHaveAttribute(
    'href',
    telHref(business.phone),
  );

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

  const counter = slideCounter(page);
  await expect(counter).toHaveText('1 / 5');
  // A step restarts the interval (a tap before the page has started is replayed once it has).
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('2 / 5');
  // The mouse and the focus elsewhere, it moves on after one interval.
  await page.mouse.move(0, 0);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Selam Ethiopian Restaurant/ })
    .focus();
  await page.clock.runFor(SLIDESHOW.hallMs - 100);
  await expect(counter).toHaveText('2 / 5');
  await page.clock.runFor(100);
  await expect(counter).toHaveText('3 / 5');

  // Paused, it stays.
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Selam Ethiopian Restaurant/ })
    .focus();
  await page.clock.runFor(SLIDESHOW.hallMs * 2);
  await expect(counter).toHaveText('3 / 5');
  for (let i = 1; i < 3; i += 1) await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('1 / 5');
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('5 / 5');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('1 / 5');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('2 / 5');

  await page.clock.resume();
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the gallery opens full screen, thumbnails jump and the arrows wrap; Escape, the Close button and a click on the backdrop close it, and focus returns to its button', async ({
  page,
}) => {
  await page.goto('/hall-reservations');
  const open = page.getByRole('button', { name: 'View Gallery' });
  const gallery = page.getByRole('dialog', { name: 'Hall gallery' });
  await open.click();
  await expect(gallery).toBeVisible();

  await gallery.getByRole('button', { name: 'Show picture 3: Cultural celebration' }).click();
  await expect(gallery.getByText('3 / 5')).toBeVisible();
  await expect(gallery.getByRole('img', { name: /Dancers in white habesha dresses/ })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show picture 3: Cultural celebration' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await gallery.getByRole('button', { name: 'Show picture 5: Buffet' }).click();
  await expect(gallery.getByText('5 / 5')).toBeVisible();
  await gallery.getByRole('button', { name: 'Next picture' }).click();
  await expect(gallery.getByText('1 / 5')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous picture' }).click();
  await expect(gallery.getByText('5 / 5')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await open.click();
  await expect(gallery).toBeVisible();
  await gallery.getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toBeHidden();
  await expect(open).toBeFocused();

  // On a desktop the gallery leaves a backdrop around it.
  await open.click();
  await expect(gallery).toBeVisible();
  await page.mouse.click(8, 400);
  await expect(gallery).toBeHidden();
});
