import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { resolveFromRoot } from '../paths';
import { isClientRoute } from './page-preloads';

/** Development: Vite serves the SPA with hot reload from the same port as the API. */
export async function createViteDevWeb(httpServer: Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: resolveFromRoot('vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });

  function mount(app: Express): void {
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      if (req.method !== 'GET') return next();
      try {
        const template = await readFile(resolveFromRoot('client/index.html'), 'utf8');
        const html = await vite.transformIndexHtml(req.originalUrl, template);
        res.status(isClientRoute(req.path) ? 200 : 404).type('html').send(html);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        next(error);
      }
    });
  }

  return { mount, close: () => vite.close() };
}
