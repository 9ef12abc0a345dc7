import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express } from 'express';
import { StartupError } from '../errors';
import { clientDistFolder } from '../paths';
import { isClientRoute, pageHtmlByRoute, routeOf } from './page-preloads';

/** Production: the built SPA. Hashed assets are cached for a year; index.html never is. */
export function mountStaticClient(app: Express): void {
  const indexFile = join(clientDistFolder, 'index.html');
  if (!existsSync(indexFile)) {
    throw new StartupError(`The client is not built (${indexFile} is missing). Run "npm run build" first.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pageHtml = pageHtmlByRoute(indexHtml, join(clientDistFolder, '.vite', 'manifest.json'));
  const assetsFolder = join(clientDistFolder, 'assets');

  app.use(
    express.static(clientDistFolder, {
      index: false,
      setHeaders(res, path) {
        if (path.startsWith(assetsFolder)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (path === indexFile) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );

  // Client-side routes (and the 404 page, answered with status 404) are the SPA's to render. A
  // missing file (a path with an extension, such as an old hashed chunk) is a plain 404, never
  // the page's HTML.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (extname(req.path)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isClientRoute(req.path) ? 200 : 404);
    res.type('html').send(pageHtml.get(routeOf(req.path)) ?? indexHtml);
  });
}
