import { extname } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { isBackOfficePath } from '@shared/language-path';
import { isClientRoute } from './page-preloads';
import type { PageRenderer } from './page-renderer';

/**
 * A public page rendered on the server (gzipped once, with its ETag), or, for the back office
 * and if rendering fails, the SPA's own page for the browser to render.
 */
async function sendPage(
  req: Request,
  res: Response,
  renderer: PageRenderer,
  spaHtml: () => Promise<string> | string,
): Promise<void> {
  if (!isBackOfficePath(req.path)) {
    try {
      const page = await renderer.page(req);
      const gzip = req.acceptsEncodings('gzip') === 'gzip';
      const etag = gzip ? page.gzip.etag : page.etag;
      res.setHeader('Cache-Control', page.cacheable ? 'no-cache' : 'no-store');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', etag);
      if (page.status === 200 && req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.status(page.status).type('html');
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.send(gzip ? page.gzip.body : page.body);
      return;
    } catch (error) {
      // The browser can still render the page itself.
      console.error('[web] server rendering failed:', error);
    }
  }
  res.setHeader('Cache-Control', 'no-cache');
  res
    .status(isClientRoute(req.path) ? 200 : 404)
    .type('html')
    .send(await spaHtml());
}

/**
 * Answers GET and HEAD for pages (and the 404 page, with status 404). A missing file (a path with
 * an extension, such as an old hashed chunk) is a plain 404, never a page.
 */
export function servePages(
  renderer: PageRenderer,
  spaHtml: (req: Request) => Promise<string> | string,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (extname(req.path)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    sendPage(req, res, renderer, () => spaHtml(req)).catch(next);
  };
}
