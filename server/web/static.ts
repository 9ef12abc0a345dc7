import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import type { AppContext } from '../context';
import { StartupError } from '../errors';
import { clientDistFolder, ssrEntryFile } from '../paths';
import { builtFilePaths, decodedPath } from './built-files';
import { CRAWLER_FILES, crawlerFilesRouter } from './crawler-files';
import { pageHtmlByRoute } from './page-preloads';
import { createPageRenderer, type ServerEntry } from './page-renderer';
import { IMMUTABLE, servePrecompressedAssets } from './precompressed-assets';
import { servePages } from './send-page';

/**
 * Production: the built SPA, its public pages rendered on the server. Hashed assets are cached
 * for a year and sent as compressed at build time; pages are kept rendered and gzipped, and are
 * never cached by browsers without asking. Neither goes through the compression middleware.
 */
export function mountStaticClient(app: Express, ctx: AppContext): void {
  mountBuiltClient(app, ctx, { clientFolder: clientDistFolder, ssrEntryFile });
}

export interface ClientBuild {
  /** The browser's build: index.html, assets/ and the public files. */
  clientFolder: string;
  /** The server renderer's entry, built from client/src/entry-server.tsx. */
  ssrEntryFile: string;
}

/** mountStaticClient for a given build: tests serve one of their own. */
export function mountBuiltClient(app: Express, ctx: AppContext, { clientFolder, ssrEntryFile }: ClientBuild): void {
  const indexFile = join(clientFolder, 'index.html');
  if (!existsSync(indexFile) || !existsSync(ssrEntryFile)) {
    throw new StartupError(
      `The client is not built (${existsSync(indexFile) ? ssrEntryFile : indexFile} is missing). Run "npm run build" first.`,
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const { base, pages } = pageHtmlByRoute(indexHtml, join(clientFolder, '.vite', 'manifest.json'));
  const assetsFolder = join(clientFolder, 'assets');
  let entry: Promise<ServerEntry> | undefined;
  const renderer = createPageRenderer(ctx, {
    template: (route) => pages.get(route) ?? base,
    entry: () => (entry ??= import(pathToFileURL(ssrEntryFile).href) as Promise<ServerEntry>),
    cache: true,
  });
  const compress = compression();
  const files = builtFilePaths(clientFolder);
  // The compressed copies of assets are sent in their stead, never as files of their own.
  for (const path of files) if (/\.(br|gz)$/.test(path) && files.has(path.slice(0, -3))) files.delete(path);
  const staticFiles = express.static(clientFolder, {
    index: false,
    setHeaders(res, path) {
      if (path.startsWith(assetsFolder)) {
        res.setHeader('Cache-Control', IMMUTABLE);
      } else if (path === indexFile) {
        res.setHeader('Cache-Control', 'no-cache');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });

  app.use('/assets', servePrecompressedAssets(assetsFolder));
  const crawlerFiles = crawlerFilesRouter(ctx, compress);
  // A page passes by without entering the router.
  app.use((req, res, next) => (CRAWLER_FILES.has(req.path.toLowerCase()) ? crawlerFiles(req, res, next) : next()));
  // The other built files (pictures, and an asset of a type not listed), compressed as they are sent.
  app.use((req, res, next) => {
    const path = decodedPath(req.path);
    if (path === undefined || !files.has(path)) return next();
    compress(req, res, () => staticFiles(req, res, next));
  });
  app.use(servePages(renderer, () => base, compress));
}
