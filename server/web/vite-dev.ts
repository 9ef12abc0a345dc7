import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import compression from 'compression';
import type { Express } from 'express';
import type { AppContext } from '../context';
import { resolveFromRoot } from '../paths';
import { crawlerFilesRouter } from './crawler-files';
import { createPageRenderer, type ServerEntry } from './page-renderer';
import { servePages } from './send-page';

/** Development: Vite serves the SPA with hot reload from the same port as the API, and renders the public pages. */
export async function createViteDevWeb(httpServer: Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: resolveFromRoot('vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  const template = async (url: string) =>
    vite.transformIndexHtml(url, await readFile(resolveFromRoot('client/index.html'), 'utf8'));

  function mount(app: Express, ctx: AppContext): void {
    const renderer = createPageRenderer(ctx, {
      template: (_route, url) => template(url),
      // Loaded for each page, so an edit shows on the next reload.
      entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
      cache: false,
    });
    app.use(compression());
    app.use(crawlerFilesRouter(ctx));
    app.use(vite.middlewares);
    app.use(servePages(renderer, (req) => template(req.originalUrl)));
  }

  return { mount, close: () => vite.close() };
}
