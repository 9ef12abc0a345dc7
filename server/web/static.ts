import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import type { AppContext } from '../context';
import { StartupError } from '../errors';
import { clientDistFolder, ssrEntryFile } from '../paths';
import { builtFilePaths, decodedPath } from './built-files';
import { crawlerFilesRouter } from './crawler-files';
import { pageHtmlByRoute } from './page-preloads';
import { createPageRenderer, type ServerEntry } from './page-renderer';
import { servePages } from './send-page';

/**
 * Production: the built SPA, its public pages rendered on the server. Hashed assets are cached
 * for a year; pages are kept rendered and gzipped, never cached by browsers without asking, and
 * sent without the compression middleware.
 */
export function mountStaticClient(app: Express, ctx: AppContext): void {
  const indexFile = join(clientDistFolder, 'index.html');
  if (!existsSync(indexFile) || !existsSync(ssrEntryFile)) {
    throw new StartupError(
      `The client is not built (${existsSync(indexFile) ? ssrEntryFile : indexFile} is missing). Run "npm run build" first.`,
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const { base, pages } = pageHtmlByRoute(indexHtml, join(clientDistFolder, '.vite', 'manifest.json'));
  const assetsFolder = join(clientDistFolder, 'assets');
  let entry: Promise<ServerEntry> | undefined;
  const renderer = createPageRenderer(ctx, {
    template: (route) => pages.get(route) ?? base,
    entry: () => (entry ??= import(pathToFileURL(ssrEntryFile).href) as Promise<ServerEntry>),
    cache: true,
  });
  const compress = compression();
  const files = builtFilePaths(clientDistFolder);
  const staticFiles = express.static(clientDistFolder, {
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
  });

  app.use(crawlerFilesRouter(ctx, compress));
  // The built files, compressed as they are sent; a page's path is not looked up on disk.
  app.use((req, res, next) => {
    const path = decodedPath(req.path);
    if (path === undefined || !files.has(path)) return next();
    compress(req, res, () => staticFiles(req, res, next));
  });
  app.use(servePages(renderer, () => base, compress));
}
