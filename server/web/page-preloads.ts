import { existsSync, readFileSync } from 'node:fs';
import { APP_CODE_TEMPLATE_ID } from '@shared/page-code';
import { isBackOfficePath, splitLanguagePath } from '@shared/language-path';

/**
 * Each public route's page module, as client/src/app/router.tsx loads it lazily (a test keeps
 * the two in step).
 */
export const PAGE_MODULES: Record<string, string> = {
  '/': 'src/pages/home-page.tsx',
  '/menu': 'src/pages/menu-page.tsx',
  '/menu-old': 'src/pages/menu-old-page.tsx',
  '/about': 'src/pages/about-page.tsx',
  '/contact': 'src/pages/contact-page.tsx',
  '/order': 'src/pages/order-page.tsx',
  '/order/checkout': 'src/pages/order-checkout-page.tsx',
  '/reservations': 'src/pages/reservations-page.tsx',
  '/hall-reservations': 'src/pages/hall-reservations-page.tsx',
  '/coffee-ceremony': 'src/pages/coffee-ceremony-page.tsx',
  '/catering': 'src/pages/catering-page.tsx',
  '/gift-card': 'src/pages/gift-card-page.tsx',
  '/gift-card/balance': 'src/pages/gift-card-page.tsx',
  '/gift-card/payment': 'src/pages/gift-card-page.tsx',
  '/reservations/manage/:token': 'src/pages/manage-reservation-page.tsx',
  '/reservations/waitlist/:token': 'src/pages/waitlist-offer-page.tsx',
  '/order/status/:token': 'src/pages/order-status-page.tsx',
  '/order/payment': 'src/pages/order-payment-page.tsx',
  '/events/request/:token': 'src/pages/event-request-page.tsx',
  '/events/proposal/:token': 'src/pages/event-proposal-page.tsx',
};

// Routes with a parameter, as patterns: "/reservations/manage/:token" matches one path segment.
const PATTERNS = Object.keys(PAGE_MODULES)
  .filter((route) => route.includes('/:'))
  .map((route) => ({ route, pattern: new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}$`, 'i') }));

/** The router's route a request path belongs to, e.g. "/reservations/manage/abc" -> "/reservations/manage/:token". */
export function routeOf(path: string): string {
  return PATTERNS.find(({ pattern }) => pattern.test(path))?.route ?? path;
}

/** Whether the public site has a page at this path (without its language prefix). */
export function isPublicRoute(path: string): boolean {
  return routeOf(path) in PAGE_MODULES;
}

/**
 * Whether the client's router has a page for this path: a public page in either language, or
 * the back office (which routes its own paths). Any other path is the SPA's 404 page, sent
 * with status 404 so crawlers do not take it for a page.
 */
export function isClientRoute(path: string): boolean {
  return isBackOfficePath(path) || isPublicRoute(splitLanguagePath(path).path);
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk files a module needs before it runs: its own and its static imports', transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The app's code, which the entry imports once the page's HTML has been painted (client/src/main.tsx). */
export const APP_START = 'src/app/start.tsx';

/**
 * A page's stylesheets go in the head as they are; its code's `<link rel="modulepreload">` tags
 * go in a `<template>`, where they fetch nothing. The entry moves them into the head once the
 * page has painted (client/src/main.tsx): the code is then fetched all at once, rather than
 * module by module as each import is found, and none of it competes with the page's first paint
 * and main picture.
 */
function withCode(html: string, chunks: ManifestChunk[]): string {
  if (chunks.length === 0) return html;
  const styles = chunks.flatMap((chunk) =>
    (chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
  );
  const preloads = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  const tags = [...styles, `<template id="${APP_CODE_TEMPLATE_ID}">${preloads.join('')}</template>`];
  return html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * index.html for every page (`base`), and for each lazily loaded route (`pages`), with the
 * preloads of the app's code and the route's page chunks that the entry does not load itself.
 * Without them the browser learns of that code only as each module runs: one more round trip per
 * level of imports on every first visit.
 */
export function pageHtmlByRoute(indexHtml: string, manifestFile: string): { base: string; pages: Map<string, string> } {
  const pages = new Map<string, string>();
  if (!existsSync(manifestFile)) return { base: indexHtml, pages };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const inEntry = staticClosure(manifest, 'index.html');
  const start = [...staticClosure(manifest, APP_START)].filter((key) => !inEntry.has(key));
  const loaded = new Set([...inEntry, ...start]);
  const chunksOf = (keys: string[]) => keys.map((key) => manifest[key]!);
  const base = withCode(indexHtml, chunksOf(start));
  for (const [route, module] of Object.entries(PAGE_MODULES)) {
    const page = [...staticClosure(manifest, module)].filter((key) => !loaded.has(key));
    if (page.length > 0) pages.set(route, withCode(indexHtml, chunksOf([...start, ...page])));
  }
  return { base, pages };
}
