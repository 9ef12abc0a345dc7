import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, openSection, test, toasts } from './support/own-server';
import { seriousViolations } from './support/axe';
import { PHONE_CONTEXT } from '../scripts/lib/first-visit-bytes';

// Site Content on a server of its own (e2e/support/own-server.ts): the hero and the banner it
// changes are on every visitor's pages. The journey puts both back when it ends.

test.describe.configure({ timeout: 150_000 });

test.afterEach(async ({ page }) => {
  await page.request.put('/api/admin/site-content/photos/hero', { data: { photos: [] } });
  await page.request.put('/api/admin/site-content/photos/about', { data: { photos: [] } });
  await page.request.delete('/api/admin/site-content/announcement');
});

/** A large, phone-sized photo: 4000 × 3000, as a 12-MP camera takes it. */
async function phonePhoto(colour: string) {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: colour } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Adds a photo to a place through the picker "Add a photo" opens; answers the upload's reply. */
async function addPhoto(page: Page, place: ReturnType<Page['locator']>, name: string, colour: string) {
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload-image'));
  const chooser = page.waitForEvent('filechooser');
  await place.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: await phonePhoto(colour) });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { width: number; height: number };
}

test('a manager replaces the first hero slide with a photo fitted in the browser, describes it in both languages, and writes an announcement', async ({
  page,
}) => {
  await openSection(page, 'Site Content');
  const hero = page.getByRole('region', { name: 'Home page hero', exact: true });
  await expect(hero.getByText('0 of 6')).toBeVisible();
  await expect(hero.getByText('the site shows its built-in artwork')).toBeVisible();

  // A first slide, saved.
  expect(await addPhoto(page, hero, 'old-slide.jpg', '#6b3a1f')).toMatchObject({ width: 2400, height: 1800 });
  await hero.getByLabel('What the photo shows (English)').fill('The old dining room');
  await hero.getByLabel('What the photo shows (Amharic)').fill('የድሮው የምግብ አዳራሽ');
  await hero.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('The photos of “Home page hero” are saved.')).toBeVisible();

  // Its replacement: added, moved first, the old one removed. Save refuses it without its Amharic alt text.
  await addPhoto(page, hero, 'IMG_0042.JPG', '#c98b3a');
  await expect(hero.getByText('2 of 6')).toBeVisible();
  const second = hero.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Photo 2' }) });
  await second.getByLabel('What the photo shows (English)').fill('Injera and stews shared on a round tray');
  await second.getByRole('button', { name: 'Move Photo 2 up' }).click();
  await expect(hero.getByRole('button', { name: 'Move Photo 1 down' })).toBeFocused();
  await hero.getByRole('button', { name: 'Remove Photo 2' }).click();
  await expect(hero.getByText('1 of 6')).toBeVisible();
  await hero.getByRole('button', { name: 'Save' }).click();
  await expect(hero.getByText('Please describe what the photo shows in Amharic')).toBeVisible();
  await expect(hero.getByLabel('What the photo shows (Amharic)')).toBeFocused();
  await hero.getByLabel('What the photo shows (Amharic)').fill('በክብ ትሪ ላይ የቀረበ እንጀራ እና ወጥ');
  await hero.getByLabel('Caption (English, optional)').fill('Welcome to Selam');
  await expect(hero.getByRole('region', { name: 'Preview' }).getByText('Welcome to Selam')).toBeVisible();
  await hero.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('The photos of “Home page hero” are saved.')).toBeVisible();

  const content = await (await page.request.get('/api/site-content')).json();
  expect(content.heroSlides).toHaveLength(1);
  expect(content.heroSlides[0]).toMatchObject({
    alt: 'Injera and stews shared on a round tray',
    caption: 'Welcome to Selam',
    translations: { am: { alt: 'በክብ ትሪ ላይ የቀረበ እንጀራ እና ወጥ' } },
  });

  // The announcement, showing from now for a week.
  await page.getByRole('tab', { name: 'Announcement' }).click();
  const banner = page.getByRole('region', { name: 'Announcement', exact: true });
  await banner.getByLabel('Announcement (English)').fill('Live music this Friday evening');
  await banner.getByLabel('Announcement (Amharic)').fill('በዚህ አርብ ምሽት የቀጥታ ሙዚቃ');
  await banner.getByLabel('Link (optional)').fill('/menu');
  await expect(
    banner.getByRole('region', { name: 'Preview' }).getByText('Live music this Friday evening'),
  ).toBeVisible();
  await banner.getByRole('button', { name: 'Save the announcement' }).click();
  await expect(toasts(page).getByText('The announcement is saved.')).toBeVisible();
  await expect(banner.getByText('Showing now')).toBeVisible();
  const shown = await (await page.request.get('/api/site-content')).json();
  expect(shown.announcement).toMatchObject({ text: 'Live music this Friday evening', link: '/menu', source: 'owner' });
});

test('on a phone, a visitor sees the banner on / and /am in its language, dismisses it from the keyboard, and the next pages have none', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const saved = await page.request.put('/api/admin/site-content/announcement', {
    data: {
      text: 'Live music this Friday evening',
      translations: { am: { text: 'በዚህ አርብ ምሽት የቀጥታ ሙዚቃ' } },
      link: '/menu',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(saved.status()).toBe(200);

  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await context.newPage();
    // A banner whose HTML does not match the browser's first render would report it here.
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    visitor.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await visitor.goto('/');
    await visitor.waitForLoadState('networkidle');
    const english = visitor.getByRole('complementary', { name: 'Announcement', exact: true });
    await expect(english.getByRole('link', { name: 'Live music this Friday evening' })).toHaveAttribute(
      'href',
      '/menu',
    );
    await expect(english.getByRole('button', { name: 'Dismiss announcement' })).toBeVisible();
    expect(await seriousViolations(visitor, { include: 'aside' })).toEqual([]);
    await visitor.screenshot({ path: testInfo.outputPath('banner-390-en.png') });

    await visitor.goto('/am');
    await visitor.waitForLoadState('networkidle');
    const amharic = visitor.getByRole('complementary', { name: 'ማስታወቂያ', exact: true });
    await expect(amharic.getByRole('link', { name: 'በዚህ አርብ ምሽት የቀጥታ ሙዚቃ' })).toHaveAttribute('href', '/am/menu');
    await visitor.screenshot({ path: testInfo.outputPath('banner-390-am.png') });

    const dismiss = amharic.getByRole('button', { name: 'ማስታወቂያውን ዝጋ' });
    await dismiss.focus();
    await visitor.keyboard.press('Enter');
    await expect(amharic).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'announcement-dismissed');
    expect(cookie?.value).toMatch(/^[0-9a-f]{8}$/);

    // The next pages, in the app and from the server, have no banner.
    for (const path of ['/about', '/', '/am/menu']) {
      const response = await visitor.goto(path);
      expect(await response!.text(), path).not.toContain('Live music this Friday evening');
      await visitor.waitForLoadState('networkidle');
      await expect(visitor.getByRole('complementary', { name: /Announcement|ማስታወቂያ/ }), path).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a phone, the owner’s photo is the first slide on / and /am, described in the page’s language; removed by the manager, the artwork is back', async ({
  page,
  browser,
  baseURL,
}) => {
  const upload = await page.request.post('/api/upload-image', {
    multipart: { image: { name: 'IMG_0043.JPG', mimeType: 'image/jpeg', buffer: await phonePhoto('#8a4b2a') } },
  });
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const saved = await page.request.put('/api/admin/site-content/photos/hero', {
    data: {
      photos: [
        {
          image: imageUrl,
          alt: 'The family’s dining room at dusk',
          translations: { am: { alt: 'የቤተሰቡ የምግብ አዳራሽ በምሽት' } },
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await context.newPage();
    await visitor.goto('/');
    const photo = visitor.getByRole('img', { name: 'The family’s dining room at dusk' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveJSProperty('complete', true);
    // The phone picks one of the photo's WebP widths, never the 2400 px original. Which one is the
    // browser's choice (bench:web measures the width a phone's first visit loads).
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /format=webp&w=(480|960|1280|1920)&quality=60$/,
    );
    await visitor.goto('/am');
    await expect(visitor.getByRole('img', { name: 'የቤተሰቡ የምግብ አዳራሽ በምሽት' })).toBeVisible();

    await openSection(page, 'Site Content');
    const hero = page.getByRole('region', { name: 'Home page hero', exact: true });
    await hero.getByRole('button', { name: 'Remove Photo 1' }).click();
    await hero.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('The photos of “Home page hero” are saved.')).toBeVisible();

    await visitor.goto('/');
    await expect(
      visitor.getByRole('img', { name: 'Injera topped with colourful stews, served on a woven mesob basket' }),
    ).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'The family’s dining room at dusk' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the about page shows the owner’s four photos: the first two beside the story, the others with their captions, in the page’s language', async ({
  page,
  browser,
  baseURL,
}) => {
  const colours = ['#7a3b2a', '#3b6a2a', '#2a4a8a', '#8a7a2a'];
  const photos = [];
  for (const [index, colour] of colours.entries()) {
    const upload = await page.request.post('/api/upload-image', {
      multipart: { image: { name: `IMG_010${index}.JPG`, mimeType: 'image/jpeg', buffer: await phonePhoto(colour) } },
    });
    expect(upload.status()).toBe(201);
    const number = index + 1;
    photos.push({
      image: ((await upload.json()) as { imageUrl: string }).imageUrl,
      alt: `The restaurant, photo ${number}`,
      caption: number > 2 ? `Friday night, table ${number}` : null,
      translations: { am: { alt: `ምግብ ቤቱ፣ ፎቶ ${number}`, caption: number > 2 ? `አርብ ምሽት፣ ጠረጴዛ ${number}` : null } },
    });
  }
  expect((await page.request.put('/api/admin/site-content/photos/about', { data: { photos } })).status()).toBe(200);

  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await context.newPage();
    await visitor.goto('/about');
    const culture = visitor.getByRole('region', { name: 'A meal is meant to be shared' });
    await expect(culture.getByRole('img', { name: 'The restaurant, photo 1' })).toBeVisible();
    await expect(
      visitor.getByRole('region', { name: 'Family owned since 1995' }).getByRole('img'),
    ).toHaveAccessibleName('The restaurant, photo 2');
    const gallery = visitor.getByRole('region', { name: 'Our restaurant, from the inside' });
    for (const number of [3, 4]) {
      const figure = gallery.getByRole('figure', { name: `Friday night, table ${number}` });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.getByRole('img', { name: `The restaurant, photo ${number}` })).toBeVisible();
    }

    await visitor.goto('/am/about');
    const amGallery = visitor.getByRole('region', { name: 'ምግብ ቤታችን ከውስጥ' });
    await expect(amGallery.getByRole('figure', { name: 'አርብ ምሽት፣ ጠረጴዛ 4' }).getByRole('img')).toHaveAccessibleName(
      'ምግብ ቤቱ፣ ፎቶ 4',
    );
  } finally {
    await context.close();
  }

  // Without photos, the illustrations are back and there is no gallery.
  expect((await page.request.put('/api/admin/site-content/photos/about', { data: { photos: [] } })).status()).toBe(200);
  await page.goto('/about');
  await expect(page.getByRole('region', { name: 'Our restaurant, from the inside' })).toHaveCount(0);
});
