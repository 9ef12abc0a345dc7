import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { announcementHash } from '@shared/announcement-hash';
import type { SiteContentDto } from '@shared/schemas/site-content';
import { signInAs } from '../../test-support/api/admins';
import { mountSourcePages } from '../../test-support/api/rendered-pages';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import type { PageRenderer } from './page-renderer';

// 10:00 AM in St. Paul on Wednesday 25 November 2026.
const START = new Date('2026-11-25T16:00:00Z');
let now = START;

let ctx: TestContext;
let renderer: PageRenderer;
let manager: ReturnType<typeof request.agent>;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { now: () => now, isolatedDatabase: true, mountWeb: (app, context) => (renderer = mountSourcePages(app, context)) },
  );
  manager = (await signInAs(ctx, 'manager')).agent;
});
afterAll(() => ctx?.close());
beforeEach(() => {
  now = START;
});

const HOSTILE = '</script><script>alert(1)</script> "Live" music & <b>dancing</b>';
const HOSTILE_AM = 'ዓርብ <img src=x onerror=alert(1)> የቀጥታ ሙዚቃ';
const banner = (extra: object = {}) => ({
  text: HOSTILE,
  translations: { am: { text: HOSTILE_AM } },
  link: '/menu',
  startsAt: '2026-11-25T15:00:00Z',
  // 5 PM in St. Paul.
  endsAt: '2026-11-25T23:00:00Z',
  ...extra,
});
const hashOf = (extra: object = {}) => {
  const { text, translations, link } = banner(extra);
  return announcementHash({ text, translations, link });
};

const get = (path: string, cookie?: string) => {
  const req = request(ctx.app).get(path).set('Host', 'selam.test');
  return cookie ? req.set('Cookie', cookie) : req;
};
const dismissed = (hash: string) => `theme=dark; announcement-dismissed=${hash}`;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' };
const text = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(lt|gt|quot|#39|#x27|amp);/g, (_entity, name: string) => ENTITIES[name]!);
/** The banner's HTML in a page, if it has one. */
const bannerHtml = (html: string) => /<aside aria-label="[^"]*"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1];
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;
const contentRead = (html: string) => pageData(html)['["/api/site-content"]'] as SiteContentDto;

describe('the announcement banner on the pages', () => {
  beforeAll(async () => {
    await manager.put('/api/admin/site-content/announcement').send(banner()).expect(200);
  });
  afterAll(async () => {
    await manager.delete('/api/admin/site-content/announcement').expect(204);
  });

  test('shows above the header in the page’s language, its hostile text as text, its site link in the app', async () => {
    for (const [path, words, href] of [
      ['/', HOSTILE, '/menu'],
      ['/about', HOSTILE, '/menu'],
      ['/am', HOSTILE_AM, '/am/menu'],
      ['/am/contact', HOSTILE_AM, '/am/menu'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = res.text;
      const shown = bannerHtml(html);
      expect(shown, path).toBeDefined();
      expect(text(shown!), path).toContain(words);
      expect(shown, path).toContain(`href="${href}"`);
      expect(shown, path).toMatch(/<button type="button" aria-label="[^"]+"/);
      expect(html.indexOf('<aside'), path).toBeLessThan(html.indexOf('<header'));
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>dancing');
      expect(contentRead(html).announcement?.text).toBe(HOSTILE);
    }
    expect(bannerHtml((await get('/am')).text)).toContain('aria-label="ማስታወቂያውን ዝጋ"');
    expect(bannerHtml((await get('/')).text)).toContain('aria-label="Dismiss announcement"');
  });

  test('with the dismissal cookie of the banner showing now the page has none, in its HTML nor its data', async () => {
    for (const path of ['/', '/am', '/menu']) {
      const res = await get(path, dismissed(hashOf()));
      expect(res.status, path).toBe(200);
      expect(bannerHtml(res.text), path).toBeUndefined();
      expect(res.text).not.toContain('alert(1)');
      expect(contentRead(res.text).announcement, path).toBeNull();
      // This copy is the visitor's own; every copy says it depends on the cookie.
      expect(res.headers['cache-control'], path).toBe('private, no-cache');
      expect(res.headers.vary, path).toMatch(/\bCookie\b/);
    }
  });

  test('an old hash, or a value that names nothing, gets the banner', async () => {
    for (const cookie of [
      dismissed(hashOf({ text: 'Last week’s news' })),
      dismissed('nonsense'),
      'announcement-dismissed=',
    ]) {
      const res = await get('/', cookie);
      expect(bannerHtml(res.text), cookie).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
    }
  });

  test('the cache holds at most two copies of a page, whatever the cookies say', async () => {
    await get('/about');
    const before = renderer.cacheStats().entries;
    const cookies = [
      undefined,
      dismissed(hashOf()),
      ...Array.from({ length: 30 }, (_, i) => dismissed(`${i}`.padStart(8, 'f'))),
      'announcement-dismissed=x'.repeat(50),
    ];
    for (const cookie of cookies) expect((await get('/contact', cookie)).status).toBe(200);
    expect(renderer.cacheStats().entries).toBe(before + 2);
  });

  test('a page the visitor has seen answers 304 to its own ETag only', async () => {
    const shown = await get('/about');
    const without = await get('/about', dismissed(hashOf()));
    expect(without.headers.etag).not.toBe(shown.headers.etag);
    const again = await get('/about', dismissed(hashOf())).set('If-None-Match', shown.headers.etag!);
    expect(again.status).toBe(200);
    expect(bannerHtml(again.text)).toBeUndefined();
  });

  test('a banner ending at 5 PM is gone from the pages at 5 PM', async () => {
    now = new Date('2026-11-25T22:59:00Z');
    expect(bannerHtml((await get('/')).text)).toBeDefined();
    expect(bannerHtml((await get('/am')).text)).toBeDefined();
    now = new Date('2026-11-25T23:00:00Z');
    for (const path of ['/', '/am']) {
      const res = await get(path);
      expect(bannerHtml(res.text), path).toBeUndefined();
      expect(contentRead(res.text).announcement, path).toBeNull();
    }
  });
});

test('an https link is a plain link; a new text shows again to the visitor who dismissed the old one', async () => {
  const old = hashOf();
  await manager
    .put('/api/admin/site-content/announcement')
    .send(banner({ text: 'Injera class on Sunday', link: 'https://selam.example/class' }))
    .expect(200);
  try {
    const shown = bannerHtml((await get('/', dismissed(old))).text);
    expect(shown).toContain('Injera class on Sunday');
    expect(shown).toContain('href="https://selam.example/class"');
    expect(shown).not.toContain('target=');
  } finally {
    await manager.delete('/api/admin/site-content/announcement').expect(204);
  }
  expect(bannerHtml((await get('/')).text)).toBeUndefined();
});
