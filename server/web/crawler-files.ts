import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { max } from 'drizzle-orm';
import { Router, type RequestHandler } from 'express';
import { pathInLanguage, SITE_LANGUAGES } from '@shared/language-path';
import type { AppContext } from '../context';
import { menuItems, restaurantSettings, scheduleExceptions } from '../db/schema';
import { clientDistFolder } from '../paths';
import { PAGE_MODULES } from './page-preloads';
import { escapeHtml } from './page-head';

// Pages about the visitor's own cart and payment: nothing in them for a search engine.
const UNLISTED = new Set(['/order/checkout', '/order/payment', '/gift-card/payment']);
/** The public pages search engines are told about: every route but a diner's own links and cart. */
export const SITEMAP_ROUTES = [
  '/',
  ...Object.keys(PAGE_MODULES).filter((route) => !route.includes('/:') && !UNLISTED.has(route)),
];
const MENU_ROUTES = new Set(['/menu', '/menu-old']);

/** When the pages' own texts last changed: the build of the client. */
function builtAt(): Date | undefined {
  const index = join(clientDistFolder, 'index.html');
  return existsSync(index) ? statSync(index).mtime : undefined;
}

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | undefined>((last, date) => (date && (!last || date > last) ? date : last), undefined);

/** The paths crawlerFilesRouter answers. */
export const CRAWLER_FILES = new Set(['/robots.txt', '/sitemap.xml']);

const asItIs: RequestHandler = (_req, _res, next) => next();

/** robots.txt and sitemap.xml, for the public site in both languages, each through `compress` when given. */
export function crawlerFilesRouter(ctx: AppContext, compress: RequestHandler = asItIs): Router {
  const router = Router();

  router.get('/robots.txt', compress, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(
      [
        'User-agent: *',
        // The dish photos are part of the menu; the rest of the API and the back office are not pages.
        'Allow: /api/images/',
        'Disallow: /api/',
        'Disallow: /admin',
        '',
        `Sitemap: ${ctx.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  router.get('/sitemap.xml', compress, async (_req, res) => {
    const [[settings], [menu], [exceptions]] = await Promise.all([
      ctx.db.select({ at: max(restaurantSettings.updatedAt) }).from(restaurantSettings),
      ctx.db.select({ at: max(menuItems.updatedAt) }).from(menuItems),
      ctx.db.select({ at: max(scheduleExceptions.updatedAt) }).from(scheduleExceptions),
    ]);
    // Every page shows the settings and hours (header, footer); the menu pages also the dishes.
    const everyPage = latest(builtAt(), settings?.at, exceptions?.at);
    const origin = ctx.publicUrl;
    const urls = SITEMAP_ROUTES.flatMap((route) => {
      const lastmod = MENU_ROUTES.has(route) ? latest(everyPage, menu?.at) : everyPage;
      const alternates = [
        ...SITE_LANGUAGES.map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + pathInLanguage(route, lang))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + route)}"/>`,
      ].join('');
      return SITE_LANGUAGES.map(
        (lang) =>
          `<url><loc>${escapeHtml(origin + pathInLanguage(route, lang))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`,
      );
    });
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  return router;
}
