import { expect, test } from './support/test';
import { formatAddress, telHref } from '@shared/business-info';
import { SLIDESHOW } from '@shared/constants';
import type { SiteInfo } from '@shared/schemas/settings';

test('the coffee page shows the stats, the three rounds, the elements and the visit links; its carousel moves on every 4 seconds, and its dots and arrows choose a picture', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  // The page's time moves only when the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/coffee-ceremony');
  await expect(page.getByRole('heading', { level: 1, name: 'The Coffee Ceremony' })).toBeVisible();

  const stats = page.getByRole('region', { name: 'The ceremony in numbers' });
  for (const [value, label] of [
    ['3', 'rounds'],
    ['45', 'minutes'],
    ['1000+', 'years of tradition'],
  ] as const) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }

  const rounds = page.getByRole('region', { name: 'Abol, Tona and Baraka' });
  for (const [name, duration] of [
    ['Abol', '15-20 min'],
    ['Tona', '10-15 min'],
    ['Baraka', '10 min'],
  ] as const) {
    const card = rounds.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText(duration, { exact: true })).toBeVisible();
  }

  const elements = page.getByRole('region', { name: 'What you will see at the table' });
  for (const name of ['Jebena', 'Incense', 'Cini']) await expect(elements.getByRole('heading', { name })).toBeVisible();

  const address = formatAddress(site.business.address);
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
  );
  await expect(page.getByRole('link', { name: `Call ${site.business.phone}` })).toHaveAttribute(
    'href',
    telHref(site.business.phone),
  );
  await expect(page).toHaveTitle(/\| Selam Ethiopian Restaurant$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const carousel = page.getByRole('region', { name: 'Pictures of the coffee ceremony' });
  const caption = carousel.getByText(/^(Roasting the beans|Pouring from the jebena|The ceremony table)$/);
  await expect(caption).toHaveText('Roasting the beans');
  // A dot restarts the interval (a tap before the page has started is replayed once it has).
  await carousel.getByRole('button', { name: 'Show slide 2: Pouring from the jebena' }).click();
  await expect(caption).toHaveText('Pouring from the jebena');
  // The mouse and the focus elsewhere, it moves on after 4 seconds.
  await page.mouse.move(0, 0);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Selam Ethiopian Restaurant/ })
    .focus();
  await page.clock.runFor(SLIDESHOW.coffeeCarouselMs - 100);
  await expect(caption).toHaveText('Pouring from the jebena');
  await page.clock.runFor(100);
  await expect(caption).toHaveText('The ceremony table');

  const first = carousel.getByRole('button', { name: 'Show slide 1: Roasting the beans' });
  await first.click();
  await expect(caption).toHaveText('Roasting the beans');
  await expect(first).toHaveAttribute('aria-current', 'true');
  const third = carousel.getByRole('button', { name: 'Show slide 3: The ceremony table' });
  await third.click();
  await expect(caption).toHaveText('The ceremony table');
  await expect(third).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(caption).toHaveText('Roasting the beans');
  await expect(first).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(caption).toHaveText('The ceremony table');
});

test('the virtual ceremony prepares for 2 seconds, then walks through three stages both ways round; auto-play moves on every 2 seconds until turned off', async ({
  page,
}) => {
  // The page's time moves only when the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/coffee-ceremony');
  await page.getByRole('button', { name: 'Start the Virtual Ceremony' }).click();
  const viewer = page.getByRole('dialog', { name: 'Virtual Coffee Ceremony' });
  await expect(viewer.getByText('Preparing Coffee Ceremony')).toBeVisible();
  await page.clock.runFor(SLIDESHOW.viewerLoaderMs - 100);
  await expect(viewer.getByText('Preparing Coffee Ceremony')).toBeVisible();
  await page.clock.runFor(100);
  await expect(viewer.getByRole('heading', { name: /The First Round/ })).toBeVisible();
  await expect(viewer.getByText('Preparing Coffee Ceremony')).toBeHidden();
  await expect(viewer.getByText('Stage 1 of 3')).toBeVisible();
  await expect(viewer.getByText('Duration: 15-20 min')).toBeVisible();
  for (const section of ['Steps', 'Cultural significance', 'Blessings']) {
    await expect(viewer.getByRole('heading', { name: section })).toBeVisible();
  }

  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(viewer.getByRole('heading', { name: /The Second Round/ })).toBeVisible();
  await expect(viewer.getByText('Stage 2 of 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(viewer.getByRole('heading', { name: /The First Round/ })).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(viewer.getByRole('heading', { name: /The Third Round/ })).toBeVisible();

  // Auto-play goes round from the third stage to the first, then the second.
  const autoPlay = viewer.getByRole('button', { name: 'Auto-play' });
  await autoPlay.click();
  await expect(autoPlay).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(SLIDESHOW.viewerAutoplayMs - 100);
  await expect(viewer.getByText('Stage 3 of 3')).toBeVisible();
  await page.clock.runFor(100);
  await expect(viewer.getByText('Stage 1 of 3')).toBeVisible();
  await page.clock.runFor(SLIDESHOW.viewerAutoplayMs);
  await expect(viewer.getByText('Stage 2 of 3')).toBeVisible();
  await autoPlay.click();
  await expect(autoPlay).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(SLIDESHOW.viewerAutoplayMs * 2);
  await expect(viewer.getByText('Stage 2 of 3')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
