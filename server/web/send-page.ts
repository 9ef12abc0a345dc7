import type { Request, Response } from 'express';
import { isBackOfficePath } from '@shared/language-path';
import type { PageRenderer } from './page-renderer';

/**
 * Answers a page request: a public page rendered on the server (gzipped once, with its ETag), or,
 * for the back office and if rendering fails, the SPA's own page for the browser to render.
 */
export async function sendPage(req: Request, res: Response, renderer: PageRenderer, spaHtml: () => Promise<string> | string, spaStatus: number): Promise<void> {
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
  res.status(spaStatus).type('html').send(await spaHtml());
}
