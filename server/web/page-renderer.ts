import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request } from 'express';
import { announcementHash, dismissedAnnouncementHash } from '@shared/announcement-hash';
import { pathInLanguage, splitLanguagePath, type SiteLanguage } from '@shared/language-path';
import type { SiteInfo } from '@shared/schemas/settings';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { SiteContentDto } from '@shared/schemas/site-content';
import { zonedMoment } from '@shared/time';
import { cacheLifetime, createTtlCache } from '../cache';
import type { AppContext } from '../context';
import { onChange } from '../db/change-feed';
import { ownerBannerShows, readPublicSiteContent } from '../site-content';
import { PAGE_READS } from './page-reads';
import { isPublicRoute, routeOf } from './page-preloads';
import { pageHeadHtml } from './page-head';
import { menuJsonLd, restaurantJsonLd, serializeJsonLd } from './structured-data';

/** What client/src/entry-server.tsx exports. */
export interface ServerEntry {
  renderPage(
    url: string,
    reads: Record<string, unknown>,
  ): Promise<{ html: string; head: { title?: string; description?: string }; reads: string[] }>;
}

export interface RenderedHtml {
  status: number;
  /** Whether the page may be kept by caches: false for a diner's own booking. */
  cacheable: boolean;
  /** Rendered without the banner the visitor's cookie dismissed: this copy is that visitor's only. */
  bannerDismissed: boolean;
  body: string;
  etag: string;
  gzip: { body: Buffer; etag: string };
}

export interface PageRendererOptions {
  /** index.html (with the route's preloads) for a route such as "/menu" or "/reservations/manage/:token". */
  template(route: string, url: string): Promise<string> | string;
  entry(): Promise<ServerEntry>;
  /** Keep rendered pages until a write changes what they show (production). */
  cache: boolean;
}

/**
 * The most the kept pages may hold, their text and its gzip counted. Every public page in both
 * languages, with the 404 page, takes about 2.4 MB with the seeded menu; the budget leaves room
 * for a new day's pages while yesterday's are still kept, and for a much longer menu. Past it
 * the least recently asked pages go.
 */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

// Pages of a diner's own booking, waitlist offer, order or payment, and a client's hall request
// or proposal: rendered for each request, never kept.
const PRIVATE_ROUTES = new Set([
  '/events/request/:token',
  '/events/proposal/:token',
  '/reservations/manage/:token',
  '/reservations/waitlist/:token',
  '/order/status/:token',
  '/order/payment',
  '/gift-card/payment',
]);
// A safety net only: every write that changes a page clears the cache at once.
const PAGE_CACHE_MS = 10 * 60_000;
const HEAD_BLOCK = /<!--head-->[\s\S]*?<!--\/head-->/;
const PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
// A page's reads may depend on other reads' data; this many passes settle every page we have.
const MAX_PASSES = 3;
// Every unknown path gets the one not-found page, rendered at this path (in each language).
const NOT_FOUND_PATH = '/404';

// A kept page's memory: its text (up to two bytes a character in V8) and its gzip.
const pageBytes = (page: RenderedHtml) => page.body.length * 2 + page.gzip.body.length;

/** JSON for a `<script type="application/json">`: "<" escaped so nothing can close it early. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

const SITE_CONTENT_READ = '["/api/site-content"]';

/**
 * Renders public pages to HTML with React's server renderer, from the same reads the browser
 * would make, so a crawler, a link preview or a visitor without JavaScript gets the content,
 * and the browser hydrates it. Pages are kept per language, path, the restaurant's date and
 * whether the visitor dismissed the banner showing now, until a write changes the menu, the
 * settings or the site's content.
 */
export function createPageRenderer(ctx: AppContext, options: PageRendererOptions) {
  const cache = createTtlCache<RenderedHtml>(cacheLifetime(ctx.db, PAGE_CACHE_MS), {
    budget: { maxBytes: PAGE_CACHE_BYTES, sizeOf: pageBytes },
  });
  // Addresses in pages are the site's own, never taken from a request's Host or X-Forwarded-*.
  const origin = ctx.publicUrl;
  // The reads each route asked for last time, so a page is usually rendered once, not twice.
  const readsByRoute = new Map<string, string[]>();
  if (options.cache) {
    onChange(ctx.db, 'menu', () => cache.invalidate());
    onChange(ctx.db, 'settings', () => cache.invalidate());
    onChange(ctx.db, 'content', () => cache.invalidate());
  }

  // The restaurant's date, worked out again only when the minute changes: in every time zone a
  // day starts on a whole minute.
  let day = { minute: Number.NaN, date: '' };
  function today(): string {
    const now = ctx.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== day.minute) day = { minute, date: zonedMoment(ctx.timeZone, now).date };
    return day.date;
  }

  // The hash of the banner showing now, worked out again only when the site content's answer changes.
  let current = { body: '', hash: null as string | null };
  async function currentBannerHash(): Promise<string | null> {
    const { body } = await readPublicSiteContent(ctx);
    if (body !== current.body) {
      const { announcement } = JSON.parse(body) as SiteContentDto;
      current = { body, hash: announcement ? announcementHash(announcement) : null };
    }
    return current.hash;
  }

  /** The hash the request's cookie dismissed when it is the banner showing now; any other value counts for nothing. */
  async function dismissedBanner(req: Request): Promise<string | null> {
    const dismissed = dismissedAnnouncementHash(req.headers.cookie);
    if (!dismissed) return null;
    return dismissed === (await currentBannerHash()) ? dismissed : null;
  }

  async function loadReads(
    keys: readonly string[],
    into: Map<string, string>,
    dismissed: string | null,
  ): Promise<void> {
    await Promise.all(
      keys
        .filter((key) => PAGE_READS[key] && !into.has(key))
        .map(async (key) => {
          let json = await PAGE_READS[key]!(ctx);
          if (key === SITE_CONTENT_READ && dismissed) {
            // The visitor's page, in what React renders and in the data it carries, has no banner.
            const content = JSON.parse(json) as SiteContentDto;
            if (content.announcement && announcementHash(content.announcement) === dismissed)
              json = JSON.stringify({ ...content, announcement: null });
          }
          into.set(key, json);
        }),
    );
  }

  async function render(path: string, language: SiteLanguage, dismissed: string | null): Promise<RenderedHtml> {
    const known = isPublicRoute(path);
    const route = known ? routeOf(path) : '404';
    const url = pathInLanguage(path, language);
    const entry = await options.entry();
    const reads = new Map<string, string>();
    await loadReads(readsByRoute.get(`${language}${route}`) ?? ['["/api/site-info"]'], reads, dismissed);
    let page!: Awaited<ReturnType<ServerEntry['renderPage']>>;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const parsed = Object.fromEntries([...reads].map(([key, json]) => [key, JSON.parse(json) as unknown]));
      page = await entry.renderPage(url, parsed);
      const missing = page.reads.filter((key) => PAGE_READS[key] && !reads.has(key));
      if (missing.length === 0) break;
      await loadReads(missing, reads, dismissed);
    }
    readsByRoute.set(`${language}${route}`, page.reads);

    const site = reads.has('["/api/site-info"]')
      ? (JSON.parse(reads.get('["/api/site-info"]')!) as SiteInfo)
      : undefined;
    const content = reads.has('["/api/site-content"]')
      ? (JSON.parse(reads.get('["/api/site-content"]')!) as SiteContentDto)
      : undefined;
    const jsonLd = site ? [serializeJsonLd(restaurantJsonLd(site, origin, content?.heroSlides))] : [];
    if (route === '/menu' && reads.has('["/api/menu-items"]')) {
      const items = JSON.parse(reads.get('["/api/menu-items"]')!) as PublicMenuItemDto[];
      const categories = reads.has('["/api/categories"]')
        ? (JSON.parse(reads.get('["/api/categories"]')!) as string[])
        : [];
      jsonLd.push(serializeJsonLd(menuJsonLd(items, categories, origin, language)));
    }
    const template = await options.template(route, url);
    const head = pageHeadHtml({
      origin,
      path,
      language,
      title: page.head.title ?? '',
      description: page.head.description ?? '',
      siteName: site?.business.name ?? '',
      noindex: !known || PRIVATE_ROUTES.has(route),
      jsonLd,
    });
    // React puts the page's preloads (its LCP picture) first in its HTML; they belong in the head,
    // where the browser finds them before the stylesheets and scripts.
    const preloads = PRELOADS.exec(page.html)?.[0] ?? '';
    const appHtml = page.html.slice(preloads.length);
    const data = `{${[...reads].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;
    // Replacer functions, so a "$" in the data (a price range of "$$") is never read as a pattern.
    const body = template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(HEAD_BLOCK, () => `${preloads}\n    ${head}`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${appHtml}</div>\n    <script type="application/json" id="server-data">${scriptJson(data)}</script>`,
      );
    const hash = createHash('sha1').update(body).digest('base64url');
    return {
      status: known ? 200 : 404,
      cacheable: known && !PRIVATE_ROUTES.has(route),
      bannerDismissed: dismissed !== null,
      body,
      etag: `"${hash}"`,
      gzip: { body: gzipSync(body), etag: `"${hash}-gzip"` },
    };
  }

  return {
    /** The HTML of a public page, from the cache when it is there. */
    async page(req: Request): Promise<RenderedHtml> {
      const split = splitLanguagePath(req.path);
      const { language } = split;
      // Unknown paths share one rendering per language, which names no visitor's path.
      const path = isPublicRoute(split.path) ? split.path : NOT_FOUND_PATH;
      const dismissed = await dismissedBanner(req);
      if (!options.cache || PRIVATE_ROUTES.has(routeOf(path))) return render(path, language, dismissed);
      // A page holds the site content's banner: the owner's shows from its start to its end, and a
      // visitor who dismissed the one showing now gets the copy without it (two copies at most).
      const banner = (await ownerBannerShows(ctx)) ? 'banner' : '';
      const key = `${language} ${path} ${today()} ${banner} ${dismissed ? 'dismissed' : ''}`;
      return cache.get(key, () => render(path, language, dismissed));
    },
    /** What the page cache holds now (entries and bytes), for tests and checks. */
    cacheStats: () => cache.stats(),
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
