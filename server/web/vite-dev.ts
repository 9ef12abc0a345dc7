import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { AppContext } from '../context';
import { resolveFromRoot } from '../paths';
import { isClientRoute } from './page-preloads';
import { createPageRenderer, type ServerEntry } from './page-renderer';
import { sendPage } from './send-page';

/** Development: Vite serves the SPA with hot reload from the same port as the API, and renders the public pages. */
export async function createViteDevWeb(httpServer: Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: resolveFromRoot('vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  const template = async (url: string) => vite.transformIndexHtml(url, await readFile(resolveFromRoot('client/index.html'), 'utf8'));

  function mount(app: Express, ctx: AppContext): void {
    const renderer = createPageRenderer(ctx, {
      template: (_route, url) => template(url),
      // Loaded for each page, so an edit shows on the next reload.
      entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
      cache: false,
    });
    app.use(vite.middlewares);
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      sendPage(req, res, renderer, () => template(req.originalUrl), isClientRoute(req.path) ? 200 : 404).catch((error: unknown) => {
        vite.ssrFixStacktrace(error as Error);
        next(error);
      });
    });
  }

  return { mount, close: () => vite.close() };
}
