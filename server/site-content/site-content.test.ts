import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { AdminSiteContentDto, SiteContentDto } from '@shared/schemas/site-content';
import { auditLog } from '../db/schema';
import { setTimeout as sleep } from 'node:timers/promises';
import { signInAs } from '../../test-support/api/admins';
import { variantsMade } from '../../test-support/api/image-files';
import { mountSourcePages } from '../../test-support/api/rendered-pages';
import { solidImage, uploadedImage } from '../../test-support/api/image-files';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// 10:00 AM in St. Paul on Wednesday 25 November 2026, the day before Thanksgiving.
const START = new Date('2026-11-25T16:00:00Z');
let now = START;

let ctx: TestContext;
let manager: ReturnType<typeof request.agent>;
let staff: ReturnType<typeof request.agent>;
let pages: ReturnType<typeof mountSourcePages>;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { now: () => now, isolatedDatabase: true, mountWeb: (app, context) => (pages = mountSourcePages(app, context)) },
  );
  manager = (await signInAs(ctx, 'manager')).agent;
  staff = (await signInAs(ctx, 'staff')).agent;
});
afterAll(() => ctx.close());
beforeEach(() => {
  now = START;
});

const uploadPhoto = async (width: number, height: number) =>
  (await uploadedImage(manager, await solidImage(width, height).png().toBuffer(), 'room.png', 'image/png')).url;

const photo = (image: string, alt: string, extra: object = {}) => ({
  image,
  alt,
  caption: null,
  translations: { am: { alt: `${alt} (አማርኛ)`, caption: null } },
  ...extra,
});

const testimonial = (quote: string, extra: object = {}) => ({
  quote,
  name: 'Selam G.',
  detail: 'Regular',
  rating: 5,
  translations: { am: { quote: `${quote} (አማርኛ)`, name: 'ሰላም ግ.', detail: null } },
  ...extra,
});

const banner = (extra: object = {}) => ({
  text: 'Live music on Friday',
  translations: { am: { text: 'ዓርብ የቀጥታ ሙዚቃ' } },
  link: '/menu',
  startsAt: '2026-11-25T15:00:00Z',
  // 5 PM in St. Paul.
  endsAt: '2026-11-25T23:00:00Z',
  ...extra,
});

const publicContent = async (): Promise<SiteContentDto> => {
  const res = await request(ctx.app).get('/api/site-content');
  expect(res.status).toBe(200);
  return res.body;
};

const audits = (entity: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.action, 'update')));

describe('GET /api/site-content', () => {
  test('is public, kept by ETag like the menu, with every place and the six testimonials of the migration', async () => {
    const res = await request(ctx.app).get('/api/site-content');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"/);
    expect(Object.keys(res.body).sort()).toEqual(
      ['aboutPhotos', 'announcement', 'coffeePhotos', 'hallPhotos', 'heroSlides', 'testimonials'].sort(),
    );
    expect(res.body.testimonials.map((item: { place: string }) => item.place)).toEqual([
      'home',
      'home',
      'home',
      'hall',
      'hall',
      'hall',
    ]);
    expect(res.body.testimonials[0]).toMatchObject({
      name: 'Hanna T.',
      rating: 5,
      translations: { am: { detail: 'የእሑድ ቋሚ እንግዳ' } },
    });
    const again = await request(ctx.app).get('/api/site-content').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe('photos', () => {
  test('a manager saves a place in order; rows keep their ids; sizes, srcset and placeholder come from the image', async () => {
    const wide = await uploadPhoto(1300, 800);
    const small = await uploadPhoto(600, 400);
    const saved = await manager
      .put('/api/admin/site-content/photos/hero')
      .send({ photos: [photo(wide, 'The dining room'), photo(small, 'Injera on the table')] });
    expect(saved.status).toBe(200);
    const [first, second] = saved.body;
    const wideId = wide.split('/').pop();
    expect(first).toMatchObject({
      alt: 'The dining room',
      image: wide,
      width: 1300,
      height: 800,
      src: `/api/images/${wideId}?format=webp&w=960&quality=60`,
      srcset: [480, 960, 1280].map((w) => `/api/images/${wideId}?format=webp&w=${w}&quality=60 ${w}w`).join(', '),
      translations: { am: { alt: 'The dining room (አማርኛ)', caption: null } },
    });
    expect(second.srcset).toBe(`/api/images/${small.split('/').pop()}?format=webp&w=480&quality=60 480w`);
    for (const each of saved.body) {
      expect(each.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(each.placeholder.length).toBeLessThanOrEqual(1024);
    }

    // The WebP widths are made by a job queued once the list is saved, before any visitor asks.
    for (let tries = 0; (await variantsMade(ctx, wideId!)).length < 4; tries++) {
      if (tries > 400) throw new Error(`variants not made: ${await variantsMade(ctx, wideId!)}`);
      await sleep(50);
    }

    const third = await uploadPhoto(2000, 1000);
    const reordered = await manager.put('/api/admin/site-content/photos/hero').send({
      photos: [
        photo(third, 'The coffee ceremony'),
        photo(small, 'Injera, closer', { id: second.id, caption: 'Fresh every morning' }),
      ],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((each: { alt: string }) => each.alt)).toEqual(['The coffee ceremony', 'Injera, closer']);
    expect(reordered.body[1]).toMatchObject({ id: second.id, caption: 'Fresh every morning' });
    expect(reordered.body[0].id).not.toBe(first.id);
    expect(reordered.body[0].srcset.split(', ')).toHaveLength(4);

    const shown = await publicContent();
    expect(shown.heroSlides.map((each) => each.alt)).toEqual(['The coffee ceremony', 'Injera, closer']);
    expect(shown.heroSlides[0]).not.toHaveProperty('image');
    expect(shown.hallPhotos).toEqual([]);
    const admin: AdminSiteContentDto = (await staff.get('/api/admin/site-content')).body;
    expect(admin.photos.hero.map((each) => each.id)).toEqual(reordered.body.map((each: { id: number }) => each.id));
    expect(admin.photos.about).toEqual([]);
    expect((await audits('content-photos')).length).toBeGreaterThanOrEqual(2);

    expect((await manager.put('/api/admin/site-content/photos/hero').send({ photos: [] })).body).toEqual([]);
    expect((await publicContent()).heroSlides).toEqual([]);
  });

  test('refusals: alt in either language, an image that is not stored, too many photos, an unknown place', async () => {
    const image = await uploadPhoto(800, 600);
    const noAlt = await manager.put('/api/admin/site-content/photos/about').send({ photos: [photo(image, '')] });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fieldErrors['photos.0.alt']).toEqual(['Please describe what the photo shows (English)']);
    const noAmharic = await manager
      .put('/api/admin/site-content/photos/about')
      .send({ photos: [{ ...photo(image, 'A table'), translations: { am: { alt: ' ', caption: null } } }] });
    expect(noAmharic.status).toBe(400);
    expect(noAmharic.body.fieldErrorKeys['photos.0.translations.am.alt'].key).toBe('siteContent.altAmRequired');

    const unknown = await manager
      .put('/api/admin/site-content/photos/about')
      .send({ photos: [photo(image, 'A table'), photo('/api/images/00000000-0000-4000-8000-000000000000', 'Gone')] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrorKeys['photos.1.image'].key).toBe('siteContent.imageNotFound');

    const seven = Array.from({ length: 7 }, (_, index) => photo(image, `Photo ${index}`));
    const tooMany = await manager.put('/api/admin/site-content/photos/hero').send({ photos: seven });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors.photos).toEqual(['This place takes at most 6 photos']);
    expect((await manager.put('/api/admin/site-content/photos/hall').send({ photos: seven })).status).toBe(200);

    const nowhere = await manager.put('/api/admin/site-content/photos/menu').send({ photos: [] });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.messageKey).toBe('siteContent.unknownPlace');
    expect((await publicContent()).aboutPhotos).toEqual([]);
  });
});

describe('testimonials', () => {
  test('a place is replaced in order; hostile text is stored as text and answered as escaped JSON', async () => {
    const before = (await manager.get('/api/admin/site-content')).body as AdminSiteContentDto;
    const { place: _place, ...kept } = before.testimonials.hall[1]!;
    const hostile = '<script>alert("owned")</script> & </script><img src=x onerror=alert(1)>';
    const saved = await manager.put('/api/admin/site-content/testimonials/hall').send({
      testimonials: [testimonial(hostile, { rating: 4 }), { ...kept, rating: 3 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toHaveLength(2);
    expect(saved.body[0]).toMatchObject({ place: 'hall', quote: hostile, rating: 4 });
    expect(saved.body[1]).toMatchObject({ id: kept.id, name: kept.name, rating: 3 });

    const raw = await request(ctx.app).get('/api/site-content');
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.text).toContain(JSON.stringify(hostile));
    expect(raw.body.testimonials.filter((item: { place: string }) => item.place === 'hall')[0].quote).toBe(hostile);
    expect(raw.body.testimonials.filter((item: { place: string }) => item.place === 'home')).toHaveLength(3);
    expect(await audits('testimonials')).toHaveLength(1);
  });

  test('refusals: the stars, the Amharic quote, an unknown place', async () => {
    const stars = await manager
      .put('/api/admin/site-content/testimonials/home')
      .send({ testimonials: [testimonial('Lovely', { rating: 6 })] });
    expect(stars.status).toBe(400);
    expect(stars.body.fieldErrorKeys['testimonials.0.rating'].key).toBe('siteContent.rating');
    const noAmharic = await manager.put('/api/admin/site-content/testimonials/home').send({
      testimonials: [{ ...testimonial('Lovely'), translations: { am: { quote: '', name: 'ሰላም', detail: null } } }],
    });
    expect(noAmharic.body.fieldErrorKeys['testimonials.0.translations.am.quote'].key).toBe(
      'siteContent.quoteAmRequired',
    );
    expect((await manager.put('/api/admin/site-content/testimonials/about').send({ testimonials: [] })).status).toBe(
      404,
    );
  });
});

describe('the announcement', () => {
  test('the owner’s banner shows from its start and is gone at its end, 5 PM; deleting takes it down', async () => {
    const saved = await manager.put('/api/admin/site-content/announcement').send(banner());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      text: 'Live music on Friday',
      link: '/menu',
      startsAt: '2026-11-25T15:00:00.000Z',
      endsAt: '2026-11-25T23:00:00.000Z',
      translations: { am: { text: 'ዓርብ የቀጥታ ሙዚቃ' } },
    });
    expect((await publicContent()).announcement).toEqual({ ...saved.body, source: 'owner' });

    now = new Date('2026-11-25T14:59:59Z');
    expect((await publicContent()).announcement).toBeNull();
    now = new Date('2026-11-25T22:59:59Z');
    expect((await publicContent()).announcement?.source).toBe('owner');
    now = new Date('2026-11-25T23:00:00Z');
    expect((await publicContent()).announcement).toBeNull();
    expect((await staff.get('/api/admin/site-content')).body.announcement).toEqual(saved.body);

    now = START;
    expect((await manager.delete('/api/admin/site-content/announcement')).status).toBe(204);
    expect((await publicContent()).announcement).toBeNull();
    expect((await manager.get('/api/admin/site-content')).body.announcement).toBeNull();
    expect((await manager.delete('/api/admin/site-content/announcement')).status).toBe(204);
  });

  test('a kept page is not used past the banner’s end, and a content change drops the kept pages', async () => {
    const home = async () => expect((await request(ctx.app).get('/').set('Host', 'selam.test')).status).toBe(200);
    await manager.put('/api/admin/site-content/announcement').send(banner()).expect(200);
    now = new Date('2026-11-25T22:59:00Z');
    await home();
    const during = pages.cacheStats().entries;
    expect(during).toBeGreaterThan(0);
    await home();
    expect(pages.cacheStats().entries).toBe(during);
    now = new Date('2026-11-25T23:00:00Z');
    await home();
    expect(pages.cacheStats().entries).toBe(during + 1);

    await manager.delete('/api/admin/site-content/announcement').expect(204);
    expect(pages.cacheStats().entries).toBe(0);
  });

  test('refusals: the Amharic text, an end before the start, javascript: and http: links', async () => {
    const put = (body: object) => manager.put('/api/admin/site-content/announcement').send(body);
    const noAmharic = await put(banner({ translations: { am: { text: '' } } }));
    expect(noAmharic.status).toBe(400);
    expect(noAmharic.body.fieldErrors['translations.am.text']).toEqual([
      'Please write the announcement in Amharic too',
    ]);
    expect((await put(banner({ translations: undefined }))).body.fieldErrorKeys.translations.key).toBe(
      'siteContent.announcementAmRequired',
    );
    const backwards = await put(banner({ endsAt: '2026-11-25T14:00:00Z' }));
    expect(backwards.body.fieldErrors.endsAt).toEqual(['The announcement must end after it starts']);
    for (const link of ['javascript:alert(1)', 'http://selam.example/menu', '//evil.example']) {
      const res = await put(banner({ link }));
      expect(res.status, link).toBe(400);
      expect(res.body.fieldErrorKeys.link.key).toBe('siteContent.link');
    }
    expect((await put(banner({ link: 'https://selam.example/menu' }))).status).toBe(200);
    expect((await put(banner({ link: '' }))).body.link).toBeNull();
    expect((await manager.delete('/api/admin/site-content/announcement')).status).toBe(204);
  });

  test('without one, a closure or special hours of today or tomorrow makes the calendar’s; the hall’s closures never do', async () => {
    const thanksgiving = await manager
      .post('/api/admin/schedule-exceptions')
      .send({ startDate: '2026-11-26', endDate: '2026-11-26', closed: true, label: 'Thanksgiving' });
    expect(thanksgiving.status).toBe(201);
    expect((await publicContent()).announcement).toMatchObject({
      text: 'Closed Thursday, November 26, for Thanksgiving',
      source: 'calendar',
      link: null,
      startsAt: '2026-11-26T06:00:00.000Z',
      endsAt: '2026-11-27T06:00:00.000Z',
      translations: { am: { text: 'ሐሙስ፣ ኖቬምበር 26 ዝግ ነን (Thanksgiving)' } },
    });
    now = new Date('2026-11-24T16:00:00Z');
    expect((await publicContent()).announcement).toBeNull();
    now = new Date('2026-11-27T16:00:00Z');
    expect((await publicContent()).announcement).toBeNull();

    now = new Date('2026-12-24T15:00:00Z');
    const christmasEve = await manager.post('/api/admin/schedule-exceptions').send({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      closed: false,
      periods: [{ open: '11:00', close: '15:00' }],
      label: 'Christmas Eve',
    });
    expect(christmasEve.status).toBe(201);
    const special = (await publicContent()).announcement!;
    expect(special.text).toBe('Special hours Thursday, December 24, for Christmas Eve: 11:00 AM – 3:00 PM');
    expect(special.translations.am.text).toContain('ልዩ የሥራ ሰዓት (Christmas Eve)፦');

    expect(
      (
        await manager
          .put('/api/admin/site-content/announcement')
          .send(banner({ startsAt: '2026-12-24T00:00:00Z', endsAt: '2026-12-25T00:00:00Z' }))
      ).status,
    ).toBe(200);
    expect((await publicContent()).announcement?.source).toBe('owner');
    expect((await manager.delete('/api/admin/site-content/announcement')).status).toBe(204);

    now = new Date('2027-01-12T16:00:00Z');
    const hall = await manager
      .post('/api/admin/hall-closures')
      .send({ startDate: '2027-01-12', endDate: '2027-01-13', label: 'Floor refinishing' });
    expect(hall.status).toBe(201);
    expect((await publicContent()).announcement).toBeNull();
  });
});

test('staff read the back office’s content but change nothing; visitors neither', async () => {
  expect((await staff.get('/api/admin/site-content')).status).toBe(200);
  for (const [path, body] of [
    ['/api/admin/site-content/photos/hero', { photos: [] }],
    ['/api/admin/site-content/testimonials/home', { testimonials: [] }],
    ['/api/admin/site-content/announcement', banner()],
  ] as const) {
    const res = await staff.put(path).send(body);
    expect(res.status, path).toBe(403);
    expect((await request(ctx.app).put(path).send(body)).status, path).toBe(401);
  }
  expect((await staff.delete('/api/admin/site-content/announcement')).status).toBe(403);
  expect((await request(ctx.app).get('/api/admin/site-content')).status).toBe(401);
  expect((await publicContent()).testimonials.filter((item) => item.place === 'home')).toHaveLength(3);
});
