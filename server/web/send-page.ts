import { extname } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { isBackOfficePath } from '@shared/language-path';
import { acceptsEncoding } from './accept-encoding';
import { isClientRoute } from './page-preloads';
import type { PageRenderer, RenderedHtml } from './page-renderer';

const HTML = 'text/html; charset=utf-8';
const asItIs: RequestHandler = (_req, _res, next) => next();

/**
 * Every page is revalidated (its ETag) before it is used again; a diner's own is never kept; a
 * page without the banner a visitor dismissed is kept by that visitor's browser only.
 */
function cacheControl(page: RenderedHtml): string {
  if (!page.cacheable) return 'no-store';
  return page.bannerDismissed ? 'private, no-cache' : 'no-cache';
}

/**
 * A public page rendered on the server (gzipped once, with its ETag), or, for the back office
 * and if rendering fails, the SPA's own page for the browser to render. What is not sent
 * gzipped goes through `compress`.
 */
async function sendPage(
  req: Request,
  res: Response,
  renderer: PageRenderer,
  spaHtml: () => Promise<string> | string,
  compress: RequestHandler,
): Promise<void> {
  if (!isBackOfficePath(req.path)) {
    try {
      const page = await renderer.page(req);
      const gzip = acceptsEncoding(req, 'gzip');
      const etag = gzip ? page.gzip.etag : page.etag;
      res.setHeader('Cache-Control', cacheControl(page));
      // The banner's dismissal cookie picks the copy: a cache keeps the one it got for that cookie only.
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
      res.setHeader('ETag', etag);
      if (page.status === 200 && req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.status(page.status);
      res.setHeader('Content-Type', HTML);
      if (gzip) {
        // The kept bytes as they are: nothing per request but the headers.
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', page.gzip.body.length);
        res.end(page.gzip.body);
      } else {
        compress(req, res, () => res.send(page.body));
      }
      return;
    } catch (error) {
      // The browser can still render the page itself.
      console.error('[web] server rendering failed:', error);
    }
  }
  const html = await spaHtml();
  res.setHeader('Cache-Control', 'no-cache');
  res.status(isClientRoute(req.path) ? 200 : 404).type('html');
  compress(req, res, () => res.send(html));
}

/**
 * Answers GET and HEAD for pages (and the 404 page, with status 404). A missing file (a path with
 * an extension, such as an old hashed chunk) is a plain 404, never a page.
 */
export function servePages(
  renderer: PageRenderer,
  spaHtml: (req: Request) => Promise<string> | string,
  compress: RequestHandler = asItIs,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (extname(req.path)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    sendPage(req, res, renderer, () => spaHtml(req), compress).catch(next);
  };
}
