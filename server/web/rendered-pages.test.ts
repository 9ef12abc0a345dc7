import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dishText } from '@shared/dish-text';
import { pathInLanguage, SITE_LANGUAGES } from '@shared/language-path';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { signInAs } from '../../test-support/api/admins';
import { mountSourcePages } from '../../test-support/api/rendered-pages';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { SITEMAP_ROUTES } from './crawler-files';
import { PAGE_CACHE_BYTES, type PageRenderer } from './page-renderer';

// Every public page, fetched as a crawler or a link preview does: plain HTTP, no JavaScript.
let ctx: TestContext;
let withPublicUrl: TestContext;
let renderer: PageRenderer;
// The Host the requests name; the pages' addresses never come from it.
const HOST = 'selam.test';
// Without PUBLIC_URL, the site's address is this machine's, on PORT (5000 by default).
const ORIGIN = 'http://localhost:5000';

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { isolatedDatabase: true, mountWeb: (app, context) => (renderer = mountSourcePages(app, context)) },
  );
  withPublicUrl = await createTestContext({ PUBLIC_URL: 'https://www.selam.example' }, { mountWeb: mountSourcePages });
});
afterAll(async () => {
  await ctx?.close();
  await withPublicUrl?.close();
});

const get = (path: string, app = ctx.app) => request(app).get(path).set('Host', HOST);

/** The first group of the pattern's first match. */
function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));
const linkHref = (html: string, rel: string, hreflang?: string) =>
  attribute(html, new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' };
/** The text a browser shows for some HTML. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|#39|#x27|amp);/g, (_entity, name: string) => ENTITIES[name]!)
    .trim();
/** The page's rendered content: what #root holds, without the data it was rendered from. */
const appHtml = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="server-data">'));

describe.each(SITE_LANGUAGES)('public pages in %s', (language) => {
  test.each(SITEMAP_ROUTES)('%s arrives with its content, head and structured data', async (route) => {
    const path = pathInLanguage(route, language);
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toMatch(new RegExp(`<html lang="${language}"`));

    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(appHtml(html));
    expect(h1 && text(h1[1]!), 'an h1 with text').toBeTruthy();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    expect(meta(html, 'description')?.length).toBeGreaterThan(20);

    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${path}`);
    expect(linkHref(html, 'alternate', 'en')).toBe(`${ORIGIN}${route}`);
    expect(linkHref(html, 'alternate', 'am')).toBe(`${ORIGIN}${pathInLanguage(route, 'am')}`);
    expect(linkHref(html, 'alternate', 'x-default')).toBe(`${ORIGIN}${route}`);

    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/og-image.png`);
    expect(Number(meta(html, 'og:image:width'))).toBeGreaterThanOrEqual(1200);
    expect(Number(meta(html, 'og:image:height'))).toBeGreaterThanOrEqual(630);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const [restaurant] = jsonLd(html);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: 'Ethiopian',
      menu: `${ORIGIN}/menu`,
      acceptsReservations: true,
    });
    expect(restaurant).not.toHaveProperty('aggregateRating');
  });
});

test('/menu has every available dish with its price, and a schema.org Menu with a section per category', async () => {
  const dishes = (await get('/api/menu-items')).body as PublicMenuItemDto[];
  expect(dishes.length).toBeGreaterThan(10);
  for (const language of SITE_LANGUAGES) {
    const path = pathInLanguage('/menu', language);
    const html = (await get(path)).text;
    const content = text(appHtml(html));
    const words = dishes.map((dish) => dishText(dish, language));
    for (const [index, dish] of dishes.entries()) {
      // In Amharic, the seeded dishes' own Amharic names.
      if (language === 'am') expect(dish.translations.am?.name, dish.name).toBeTruthy();
      expect(content, `${path}: ${words[index]!.name}`).toContain(words[index]!.name);
      expect(content).toContain(`$${Number(dish.price).toFixed(2)}`);
    }
    const menu = jsonLd(html).find((data) => data['@type'] === 'Menu') as {
      hasMenuSection: {
        name: string;
        hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[];
      }[];
    };
    const items = menu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    expect(items.map((item) => item.name).sort()).toEqual(words.map((dish) => dish.name).sort());
    expect(items[0]!.offers.priceCurrency).toBe('USD');
    expect(new Set(menu.hasMenuSection.map((section) => section.name))).toEqual(
      new Set(words.map((dish) => dish.category)),
    );
  }
});

test('a dish named like markup shows as text and breaks neither the page, its data nor the JSON-LD', async () => {
  const { agent } = await signInAs(ctx, 'manager');
  const names = ['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "Tibs $& $' $$ special"];
  const ids: number[] = [];
  for (const name of names) {
    const res = await agent
      .post('/api/menu-items')
      .send({ name, description: `<b>${name}</b>`, price: '12.00', category: 'Appetizers' });
    expect(res.status).toBe(201);
    ids.push(res.body.id as number);
  }
  const html = (await get('/menu')).text;
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<b>');
  // Only the page's own scripts: its entry, its JSON-LD and its data.
  expect(html.match(/<script/g)).toHaveLength(4);
  const content = text(appHtml(html));
  for (const name of names) expect(content).toContain(name);
  const menu = jsonLd(html).find((data) => data['@type'] === 'Menu') as {
    hasMenuSection: { hasMenuItem: { name: string }[] }[];
  };
  const inJsonLd = menu.hasMenuSection.flatMap((section) => section.hasMenuItem.map((item) => item.name));
  for (const name of names) expect(inJsonLd).toContain(name);
  const data = JSON.parse(
    /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as Record<string, PublicMenuItemDto[]>;
  for (const name of names) expect(data['["/api/menu-items"]']!.map((dish) => dish.name)).toContain(name);

  // A rename shows on the next request: the page is not kept past a write.
  const renamed = await agent
    .put(`/api/menu-items/${ids[2]}`)
    .send({ name: 'Tibs renamed', description: 'Plain', price: '12.00', category: 'Appetizers' });
  expect(renamed.status).toBe(200);
  expect(text(appHtml((await get('/menu')).text))).toContain('Tibs renamed');
  for (const id of ids) expect((await agent.delete(`/api/menu-items/${id}`)).status).toBe(204);
});

test('/gift-card arrives as the gift card sales switch says: the notice and no form when off, the request form when on', async () => {
  const { agent } = await signInAs(ctx, 'manager');
  const page = async (path: string) => {
    const html = (await get(path)).text;
    return {
      content: text(appHtml(html)),
      data: JSON.parse(
        /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as Record<string, unknown>,
    };
  };

  const off = await page('/gift-card');
  expect(off.data['["/api/gift-card-submission-status"]']).toEqual({ enabled: false, payOnline: false });
  expect(off.content).toContain('Gift Cards Temporarily Unavailable');
  expect(off.content).toContain('Check your balance');
  expect(off.content).not.toContain('Request a gift card');

  expect((await agent.put('/api/admin/settings').send({ giftCardsEnabled: true })).status).toBe(200);
  try {
    const on = await page('/gift-card');
    // This app has no Stripe keys: the form is the request, paid by phone.
    expect(on.data['["/api/gift-card-submission-status"]']).toEqual({ enabled: true, payOnline: false });
    expect(on.content).toContain('Request a gift card');
    expect(on.content).toContain('No payment is taken online');
    expect(on.content).not.toContain('Temporarily Unavailable');
    expect((await page('/am/gift-card')).content).toContain('የስጦታ ካርድ ይጠይቁ');
  } finally {
    await agent.put('/api/admin/settings').send({ giftCardsEnabled: false });
  }
  expect((await page('/gift-card')).content).toContain('Gift Cards Temporarily Unavailable');
});

describe('addresses and status codes', () => {
  test('a query string never changes the canonical URL, and PUBLIC_URL, when set, is the origin', async () => {
    expect(linkHref((await get('/menu?utm_source=flyer&lang=am')).text, 'canonical')).toBe(`${ORIGIN}/menu`);
    const html = (await get('/am/contact', withPublicUrl.app)).text;
    expect(linkHref(html, 'canonical')).toBe('https://www.selam.example/am/contact');
    expect(meta(html, 'og:image')).toBe('https://www.selam.example/images/og-image.png');
  });

  test("the 404 page's og:url is the not-found page's own address, whoever asked first", async () => {
    for (const [path, notFound] of [
      ['/first-visitors-secret-path', '/404'],
      ['/another-missing-page', '/404'],
      ['/am/first-visitors-secret-path', '/am/404'],
      ['/am/admin', '/am/404'],
    ] as const) {
      const html = (await get(path)).text;
      expect(meta(html, 'og:url'), path).toBe(`${ORIGIN}${notFound}`);
      expect(html).not.toContain('secret-path');
    }
  });

  test('an unknown public URL answers 404 with the 404 page, in either language; HEAD answers as GET', async () => {
    for (const path of ['/this-dish-is-not-on-the-menu', '/am/nothing-here', '/am/admin']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('rel="canonical"');
      expect((await request(ctx.app).head(path)).status).toBe(404);
    }
    for (const path of ['/', '/menu', '/am/menu']) expect((await request(ctx.app).head(path)).status, path).toBe(200);
  });

  test("a diner's manage page, order status page, payment returns and a client's hall links are noindex and never stored; the back office is the browser's to render", async () => {
    for (const path of [
      '/events/request/not-a-real-token-0123456789abcdef',
      '/am/events/proposal/not-a-real-token-0123456789abcdef',
      '/reservations/manage/not-a-real-token',
      '/order/status/not-a-real-token-0123456789abcdef',
      '/am/order/status/not-a-real-token-0123456789abcdef',
      '/order/payment?order=1042&outcome=paid',
      '/am/order/payment?order=1042&outcome=cancelled',
      '/gift-card/payment?outcome=paid',
      '/am/gift-card/payment?outcome=cancelled',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-store');
      expect(page.text, path).toContain('<meta name="robots" content="noindex" />');
    }
    const admin = await get('/admin/reservations');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('<div id="root"></div>');
    expect(admin.text).not.toContain('id="server-data"');
  });

  test('a page unchanged since the last visit answers 304 to its ETag', async () => {
    const first = await get('/about');
    const again = await get('/about').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe("the site's address never comes from the request", () => {
  /** Every absolute address in a page's head: canonical, language links, Open Graph, JSON-LD. */
  const headAddresses = (html: string) =>
    (html.slice(0, html.indexOf('<div id="root">')).match(/[a-z][\w+.-]*:\/\/[^"\s<\\]+/gi) ?? []).filter(
      (url) => url !== 'https://schema.org',
    );
  const HOSTS = Array.from({ length: 150 }, (_, i) => `visitor-${i}.example`);

  test('any Host leaves every address of the pages, robots.txt and the sitemap as they were, and adds nothing to the page cache', async () => {
    const addresses = headAddresses((await get('/menu')).text);
    expect(addresses.filter((address) => address.startsWith(`${ORIGIN}/`)).length).toBeGreaterThan(10);
    const before = renderer.cacheStats();
    for (const host of HOSTS) {
      const html = (await request(ctx.app).get('/menu').set('Host', host)).text;
      expect(headAddresses(html), host).toEqual(addresses);
    }
    expect(renderer.cacheStats()).toEqual(before);
    expect(renderer.cacheStats().bytes).toBeLessThanOrEqual(PAGE_CACHE_BYTES);
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const text = (await request(ctx.app).get(file).set('Host', 'evil.example')).text;
      expect(text, file).not.toContain('evil.example');
      expect(text, file).toContain(`${ORIGIN}/`);
    }
  });

  describe('behind a trusted proxy', () => {
    let behindProxy: TestContext;
    let proxyRenderer: PageRenderer;
    beforeAll(async () => {
      behindProxy = await createTestContext(
        { TRUST_PROXY: '1' },
        { mountWeb: (app, context) => (proxyRenderer = mountSourcePages(app, context)) },
      );
    });
    afterAll(() => behindProxy?.close());

    test('X-Forwarded-Proto and X-Forwarded-Host change no address and add nothing to the cache', async () => {
      const addresses = headAddresses((await request(behindProxy.app).get('/am/menu')).text);
      const before = proxyRenderer.cacheStats();
      for (const [index, proto] of ['https', 'javascript', 'data', 'ftp', 'https, http', 'x'.repeat(200)].entries()) {
        const res = await request(behindProxy.app)
          .get('/am/menu')
          .set({ Host: HOSTS[index]!, 'X-Forwarded-Proto': proto, 'X-Forwarded-Host': `proxy-${index}.example` });
        expect(res.status).toBe(200);
        expect(headAddresses(res.text), proto).toEqual(addresses);
        expect(linkHref(res.text, 'canonical')).toBe(`${ORIGIN}/am/menu`);
      }
      // Another test's write may empty the cache meanwhile (one shared database), and /am/menu then
      // comes back once; a copy per forwarded host would add six.
      expect(proxyRenderer.cacheStats().entries).toBeLessThanOrEqual(before.entries + 1);
      const sitemap = (
        await request(behindProxy.app)
          .get('/sitemap.xml')
          .set({ 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' })
      ).text;
      expect(sitemap).not.toMatch(/javascript:|evil\.example/);
    });
  });

  test('every public page in both languages fits in the page cache together, well inside its byte budget', async () => {
    for (const route of SITEMAP_ROUTES)
      for (const language of SITE_LANGUAGES) expect((await get(pathInLanguage(route, language))).status).toBe(200);
    const { entries, bytes } = renderer.cacheStats();
    expect(entries).toBeGreaterThanOrEqual(SITEMAP_ROUTES.length * SITE_LANGUAGES.length);
    expect(bytes).toBeLessThan(PAGE_CACHE_BYTES / 2);
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt keeps crawlers out of the back office and the API but not the dish photos, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Allow: /api/images/');
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('sitemap.xml lists every public page in both languages, the menu with the time of its last change', async () => {
    const { agent } = await signInAs(ctx, 'manager');
    const created = await agent
      .post('/api/menu-items')
      .send({ name: 'Sitemap shiro', description: 'Chickpea stew', price: '11.00', category: 'Appetizers' });
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const urls = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      ([, loc, lastmod]) => ({ loc: loc!, lastmod }),
    );
    const expected = SITEMAP_ROUTES.flatMap((route) =>
      SITE_LANGUAGES.map((lang) => `${ORIGIN}${pathInLanguage(route, lang)}`),
    );
    expect(urls.map((url) => url.loc).sort()).toEqual(expected.sort());
    expect(urls.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
    const menu = urls.find((url) => url.loc === `${ORIGIN}/menu`)!;
    expect(Date.parse(menu.lastmod!)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedAt as string) - 1000);
    expect(res.text).not.toContain('/reservations/manage');
    expect(res.text).not.toContain('/order/payment');
    expect(res.text).not.toContain('/gift-card/payment');
    expect(res.text).not.toContain('/order/checkout');
    await agent.delete(`/api/menu-items/${created.body.id}`);
  });
});
