import { readFileSync } from 'node:fs';
import type { Express } from 'express';
import type { AppContext } from '../../server/context';
import { crawlerFilesRouter } from '../../server/web/crawler-files';
import { createPageRenderer, type PageRenderer, type ServerEntry } from '../../server/web/page-renderer';
import { servePages } from '../../server/web/send-page';

const template = readFileSync(new URL('../../client/index.html', import.meta.url), 'utf8');
// Held in a variable so that TypeScript does not follow it: the client is type-checked with the DOM
// (tsconfig.client.json), this file without it.
const CLIENT_ENTRY = '../../client/src/entry-server';

/** Serves the public pages (and robots.txt and the sitemap) as production does, rendered from the client's source rather than a build. */
export function mountSourcePages(app: Express, ctx: AppContext): PageRenderer {
  const renderer = createPageRenderer(ctx, {
    template: () => template,
    entry: () => import(/* @vite-ignore */ CLIENT_ENTRY) as Promise<ServerEntry>,
    cache: true,
  });
  app.use(crawlerFilesRouter(ctx));
  app.use(servePages(renderer, () => template));
  return renderer;
}
