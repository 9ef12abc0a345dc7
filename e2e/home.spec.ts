import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SLIDESHOW } from '@shared/constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { SiteInfo } from '@shared/schemas/settings';

const FIRST_SLIDE = 'Injera topped with colourful stews, served on a woven mesob basket';
const SECOND_SLIDE = 'A clay jebena pouring coffee into small cini cups beside burning incense';

async function siteInfo(request: APIRequestContext): Promise<SiteInfo> {
  const response = await request.get('/api/site-info');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SiteInfo;
}

function hero(page: Page) {
  return page.getByRole('region', { name: /Authentic Ethiopian flavors/ });
}

/** Scrolls to a lazy section's loading text until the section itself shows (sections above may grow meanwhile). */
async function reveal(page: Page, loadingText: string, sectionName: string | RegExp) {
  const section = page.getByRole('region', { name: sectionName });
  await expect(async () => {
    const loading = page.getByText(loadingText);
    // An instant jump: the page scrolls smoothly, which would keep the target moving.
    if ((await loading.count()) > 0) {
      await loading.first().evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }), undefined, { timeout: 1000 });
    }
    await expect(section).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await section.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  // A section arrives as the server's HTML and becomes live once its code has loaded.
  await expect(page.locator('[data-server-html]').filter({ has: section })).toHaveCount(0);
  return section;
}

/** The "02 / 05" counter of the hero. */
async function slideNumber(page: Page): Promise<number> {
  const text = await hero(page).getByText(/^\d{2} \/ \d{2}$/).textContent();
  return Number(text?.split('/')[0]);
}

test('the hero shows the restaurant, its status and leads to the menu', async ({ page, request }) => {
  const site = await siteInfo(request);
  await page.goto('/');

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(site.business.name);
  await expect(heading).toContainText(`Authentic Ethiopian flavors, family owned since ${site.business.establishedYear}`);
  await expect(page).toHaveTitle(new RegExp(`\\| ${site.business.name}$`));

  await expect(hero(page).getByRole('status', { name: /The restaurant is now (OPEN|CLOSED)/ })).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Reserve a Table' })).toHaveAttribute('href', '/reservations');

  await hero(page).getByRole('link', { name: 'Explore Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('the slideshow advances on its own, and previous/next step through the slides cyclically', async ({ page }) => {
  // Waits out two real slideshow intervals on purpose.
  test.slow();
  // Note when each slide becomes the shown one, to compare with when the first image arrived.
  await page.addInitScript(() => {
    const changes: { label: string | null; at: number }[] = [];
    (window as unknown as { slideChanges: typeof changes }).slideChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (element.getAttribute('aria-roledescription') === 'slide' && element.getAttribute('aria-hidden') === 'false') {
          changes.push({ label: element.getAttribute('aria-label'), at: performance.now() });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  });
  await page.goto('/');
  await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();

  // Auto-advance every 2000 ms, counted from when the first image has loaded.
  await expect(page.getByRole('img', { name: SECOND_SLIDE })).toBeVisible({ timeout: SLIDESHOW.homeHeroMs * 4 });
  const waited = await page.evaluate(() => {
    const changes = (window as unknown as { slideChanges: { label: string | null; at: number }[] }).slideChanges;
    const second = changes.find((change) => change.label === '2 of 5');
    const image = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/images/home/hero-mesob.svg'));
    return second && image ? second.at - (image as PerformanceResourceTiming).responseEnd : -1;
  });
  expect(waited).toBeGreaterThanOrEqual(SLIDESHOW.homeHeroMs - 50);

  // Hovering pauses it, so the buttons are the only thing that moves it now.
  await hero(page).hover();
  const start = await slideNumber(page);
  await page.waitForTimeout(SLIDESHOW.homeHeroMs + 500);
  expect(await slideNumber(page)).toBe(start);
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => slideNumber(page)).toBe((start % 5) + 1);
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => slideNumber(page)).toBe(start);

  // Wraps: from the first slide, Previous shows the fifth.
  for (let step = start; step > 1; step -= 1) {
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  }
  await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => slideNumber(page)).toBe(5);
  await expect(hero(page).getByRole('group', { name: '5 of 5' })).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slideshow does not advance on its own', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();
    await page.mouse.move(0, 0);
    // One full interval and a margin: without reduced motion the slide would have changed by now.
    await page.waitForTimeout(SLIDESHOW.homeHeroMs + 800);
    await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('img', { name: SECOND_SLIDE })).toBeVisible();
  });
});

test('four dining experiences are shown', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'More than a meal' });
  for (const title of ['Coffee ceremony', 'Family atmosphere', 'Authentic recipes', 'Award-winning cuisine']) {
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
  }
});

test('featured dishes arrive with the page, from the menu the API serves', async ({ page, request }) => {
  const response = await request.get('/api/featured-dishes');
  const featured = ((await response.json()) as PublicMenuItemDto[]).slice(0, 3);
  expect(featured.map((dish) => dish.name)).toEqual(expect.arrayContaining(['Doro Wot', 'Kitfo', 'Veggie Combination']));

  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/featured-dishes')) requested.push(sent.url());
  });
  await page.goto('/');
  const section = await reveal(page, 'Loading featured dishes...', 'Featured dishes');
  for (const dish of featured) {
    const card = section.getByRole('article').filter({ has: page.getByRole('heading', { name: dish.name }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`$${Number(dish.price).toFixed(2)}`);
    const preview = dish.description.length > 100 ? `${dish.description.slice(0, 100).trimEnd()}…` : dish.description;
    await expect(card).toContainText(preview);
  }
  await expect(section.getByRole('article')).toHaveCount(featured.length);
  await expect(section.getByRole('link', { name: 'See the full menu' })).toHaveAttribute('href', '/menu');
  // The page was rendered with them: the browser does not ask again.
  expect(requested).toHaveLength(0);
});

test('the welcome counts the years of service and three testimonials carry five stars', async ({ page, request }) => {
  const site = await siteInfo(request);
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, year: 'numeric' }).format(new Date()));
  await page.goto('/');

  const welcome = await reveal(page, 'Loading our story...', /A family table in/);
  await expect(welcome.getByRole('heading', { level: 2 })).toHaveText(
    `A family table in ${site.business.address.city} for ${year - site.business.establishedYear} years`,
  );
  await expect(welcome.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');

  const testimonials = await reveal(page, 'Loading testimonials...', 'What our guests say');
  await expect(testimonials.getByRole('figure')).toHaveCount(3);
  await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
  await expect(testimonials.getByText(/doro wot tastes like my grandmother/)).toBeVisible();
});

test('social, contact and tour sections show the settings, and come alive when scrolled to', async ({ page, request }) => {
  test.slow(); // three lazy sections, each made live only once scrolled near
  const site = await siteInfo(request);
  await page.goto('/');

  const social = await reveal(page, 'Loading social media...', 'Follow our kitchen');
  await expect(social.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', site.business.social.facebook);
  await expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', site.business.social.instagram);
  await expect(social.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', site.business.social.tiktok);

  const contact = await reveal(page, 'Loading contact information...', 'Visit us today');
  const { street, city, region, postalCode } = site.business.address;
  await expect(contact.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${street}, ${city}, ${region} ${postalCode}`)}`,
  );
  await expect(contact.getByRole('link', { name: site.business.phone })).toHaveAttribute(
    'href',
    `tel:+1${site.business.phone.replace(/\D/g, '').slice(-10)}`,
  );
  await expect(contact.getByText(/^Today:/)).toBeVisible();

  const tour = await reveal(page, 'Loading virtual tour...', 'A short walk through our home');
  await expect(tour.getByRole('link', { name: 'Discover the coffee ceremony' })).toHaveAttribute('href', '/coffee-ceremony');
  await expect(tour.getByRole('link', { name: 'Plan an event at the hall' })).toHaveAttribute('href', '/hall-reservations');
});

test('the Restaurant JSON-LD describes the business from the settings', async ({ page, request }) => {
  const site = await siteInfo(request);
  await page.goto('/');
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const data = JSON.parse((await script.textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: site.business.name,
    telephone: site.business.phone,
    servesCuisine: 'Ethiopian',
    priceRange: site.business.priceRange,
    acceptsReservations: true,
    currenciesAccepted: 'USD',
  });
  // Google accepts no rating a business gives itself.
  expect(data).not.toHaveProperty('aggregateRating');
  expect(String(data.menu)).toMatch(/\/menu$/);
  expect(data.openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ opens: expect.any(String) })]));
  // Holidays and closures of the coming weeks, when there are any, each with the dates it covers.
  expect(data.specialOpeningHoursSpecification).toEqual(expect.any(Array));
  for (const entry of data.specialOpeningHoursSpecification as Record<string, unknown>[]) {
    expect(entry).toMatchObject({ '@type': 'OpeningHoursSpecification', validFrom: expect.any(String), validThrough: expect.any(String) });
  }
});

test('the page does not scroll sideways', async ({ page }) => {
  test.slow(); // every lazy section is loaded first, so the whole page is measured
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reveal(page, 'Loading featured dishes...', 'Featured dishes');
  await reveal(page, 'Loading virtual tour...', 'A short walk through our home');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
