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
      await loading
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }), undefined, {
          timeout: 1000,
        });
    }
    await expect(section).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await section.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  // A section arrives as the server's HTML and becomes live once its code has loaded.
  await expect(page.locator('[data-server-html]').filter({ has: section })).toHaveCount(0);
  return section;
}

test('the hero shows the restaurant, its status and its links; its slideshow waits for the first picture, moves on every interval unless the mouse is over it or motion is reduced, and steps both ways round', async ({
  page,
  request,
}) => {
  const site = await siteInfo(request);
  // The page's time moves only when the test moves it: the slideshow's timer cannot run ahead.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(site.business.name);
  await expect(heading).toContainText(
    `Authentic Ethiopian flavors, family owned since ${site.business.establishedYear}`,
  );
  await expect(page).toHaveTitle(new RegExp(`\\| ${site.business.name}$`));
  await expect(page.getByRole('banner').getByRole('link', { name: /Selam Ethiopian Restaurant/ })).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Reserve a Table' })).toHaveAttribute('href', '/reservations');
  // Footer facts come from the settings API, not from literals in the page.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('2418 Riverside Avenue, Minneapolis, MN 55454')).toBeVisible();
  await expect(footer.getByText('11:00 AM – 10:00 PM')).toBeVisible();

  // Once the page has started (after its first picture has loaded), the first slide stays a whole
  // interval, then the next one shows. The carousel stops announcing its slides when it starts
  // moving on its own: its timer is running then.
  await page.mouse.move(0, 0);
  const counter = hero(page).getByText(/^\d{2} \/ \d{2}$/);
  await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();
  await expect(hero(page).locator('[aria-live="off"]')).toHaveCount(1);
  await page.clock.runFor(SLIDESHOW.homeHeroMs - 100);
  await expect(counter).toHaveText('01 / 05');
  await page.clock.runFor(100);
  await expect(page.getByRole('img', { name: SECOND_SLIDE })).toBeVisible();
  await expect(counter).toHaveText('02 / 05');

  // Hovering pauses it, so the buttons are the only thing that moves it now.
  await hero(page).hover();
  await page.clock.runFor(SLIDESHOW.homeHeroMs * 2);
  await expect(counter).toHaveText('02 / 05');
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('03 / 05');
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('02 / 05');
  // Wraps: from the first slide, Previous shows the fifth.
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('05 / 05');
  await expect(hero(page).getByRole('group', { name: '5 of 5' })).toBeVisible();

  // The mouse and the focus elsewhere, it moves on again: round to the first slide.
  await page.mouse.move(0, 0);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Selam Ethiopian Restaurant/ })
    .focus();
  await page.clock.runFor(SLIDESHOW.homeHeroMs);
  await expect(counter).toHaveText('01 / 05');
  // A visitor who asks for less motion: no pause button, and only the buttons move it.
  await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await page.clock.runFor(SLIDESHOW.homeHeroMs * 2);
  await expect(page.getByRole('img', { name: FIRST_SLIDE })).toBeVisible();
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('img', { name: SECOND_SLIDE })).toBeVisible();

  // The open/closed badge reads the API through timers of the page's own: it shows once time flows.
  await page.clock.resume();
  await expect(hero(page).getByRole('status', { name: /The restaurant is now (OPEN|CLOSED)/ })).toBeVisible();
  await hero(page).getByRole('link', { name: 'Explore Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
});

test('below the hero: four dining experiences, featured dishes served with the page, the years of service, testimonials, social, contact and tour sections from the settings, each live once scrolled to, and the Restaurant JSON-LD; nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const site = await siteInfo(request);
  const year = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, year: 'numeric' }).format(new Date()),
  );
  const response = await request.get('/api/featured-dishes');
  const featured = ((await response.json()) as PublicMenuItemDto[]).slice(0, 3);
  expect(featured.map((dish) => dish.name)).toEqual(
    expect.arrayContaining(['Doro Wot', 'Kitfo', 'Veggie Combination']),
  );
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/featured-dishes')) requested.push(sent.url());
  });
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
  expect(data.openingHoursSpecification).toEqual(
    expect.arrayContaining([expect.objectContaining({ opens: expect.any(String) })]),
  );
  // Holidays and closures of the coming weeks, when there are any, each with the dates it covers.
  expect(data.specialOpeningHoursSpecification).toEqual(expect.any(Array));
  for (const entry of data.specialOpeningHoursSpecification as Record<string, unknown>[]) {
    expect(entry).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      validFrom: expect.any(String),
      validThrough: expect.any(String),
    });
  }

  const experiences = page.getByRole('region', { name: 'More than a meal' });
  for (const title of ['Coffee ceremony', 'Family atmosphere', 'Authentic recipes', 'Award-winning cuisine']) {
    await expect(experiences.getByRole('heading', { name: title })).toBeVisible();
  }

  const dishes = await reveal(page, 'Loading featured dishes...', 'Featured dishes');
  for (const dish of featured) {
    const card = dishes.getByRole('article').filter({ has: page.getByRole('heading', { name: dish.name }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`$${Number(dish.price).toFixed(2)}`);
    const preview = dish.description.length > 100 ? `${dish.description.slice(0, 100).trimEnd()}…` : dish.description;
    await expect(card).toContainText(preview);
  }
  await expect(dishes.getByRole('article')).toHaveCount(featured.length);
  await expect(dishes.getByRole('link', { name: 'See the full menu' })).toHaveAttribute('href', '/menu');
  // The page was rendered with them: the browser does not ask again.
  expect(requested).toHaveLength(0);

  const welcome = await reveal(page, 'Loading our story...', /A family table in/);
  await expect(welcome.getByRole('heading', { level: 2 })).toHaveText(
    `A family table in ${site.business.address.city} for ${year - site.business.establishedYear} years`,
  );
  await expect(welcome.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');

  const testimonials = await reveal(page, 'Loading testimonials...', 'What our guests say');
  await expect(testimonials.getByRole('figure')).toHaveCount(3);
  await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
  await expect(testimonials.getByText(/doro wot tastes like my grandmother/)).toBeVisible();

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
  await expect(tour.getByRole('link', { name: 'Discover the coffee ceremony' })).toHaveAttribute(
    'href',
    '/coffee-ceremony',
  );
  await expect(tour.getByRole('link', { name: 'Plan an event at the hall' })).toHaveAttribute(
    'href',
    '/hall-reservations',
  );

  // Every lazy section loaded, the whole page is measured.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the footer lists the restaurant's services apart from its quick links, in English and in Amharic", async ({
  page,
}) => {
  const services = (name: string) => page.getByRole('contentinfo').getByRole('navigation', { name });
  await page.goto('/');
  await expect(services('Services').getByRole('link')).toHaveText([
    'Catering Service',
    'Coffee Ceremony',
    'Event Hall',
    'Gift Card',
  ]);
  await expect(services('Services').getByRole('link', { name: 'Event Hall' })).toHaveAttribute(
    'href',
    '/hall-reservations',
  );
  await expect(services('Quick links').getByRole('link', { name: 'Event Hall' })).toHaveCount(0);
  await expect(services('Quick links').getByRole('link', { name: 'Reserve a Table' })).toHaveAttribute(
    'href',
    '/reservations',
  );

  await page.goto('/am');
  await expect(services('አገልግሎቶች').getByRole('link')).toHaveText([
    'የምግብ አገልግሎት',
    'የቡና ሥነ ሥርዓት',
    'የዝግጅት አዳራሽ',
    'የስጦታ ካርድ',
  ]);
  await expect(services('አገልግሎቶች').getByRole('link', { name: 'የስጦታ ካርድ' })).toHaveAttribute('href', '/am/gift-card');
  await services('አገልግሎቶች').getByRole('link', { name: 'የቡና ሥነ ሥርዓት' }).click();
  await expect(page).toHaveURL(/\/am\/coffee-ceremony$/);
  await expect(page.getByRole('heading', { level: 1, name: 'የቡና ሥነ ሥርዓት' })).toBeVisible();
});
