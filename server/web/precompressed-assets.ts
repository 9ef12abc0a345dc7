import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';
import { acceptsEncoding } from './accept-encoding';
import { decodedPath } from './built-files';

/** The build's hashed files never change: browsers and proxies keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// The types express.static gives these files (a test keeps them in step). A file of another
// type is left to express.static.
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
};

/** Encodings in the order they are preferred, with the suffix of their files (scripts/compress-assets.mjs). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

interface Variant {
  path: string;
  size: number;
  /** express.static's weak ETag, of this file: each encoding is its own representation. */
  etag: string;
}

interface Asset {
  type: string;
  lastModified: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

function variantOf(path: string): Variant {
  const stats = statSync(path);
  return { path, size: stats.size, etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"` };
}

/** Every file of the folder whose type is known, with its compressed copies, as the build left them. */
function readAssets(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(folder)) return assets;
  const names = new Set(readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isFile() ? [e.name] : [])));
  for (const name of names) {
    const type = CONTENT_TYPES[extname(name)];
    if (!type) continue;
    const encoded: Asset['encoded'] = {};
    for (const { name: encoding, suffix } of ENCODINGS)
      if (names.has(name + suffix)) encoded[encoding] = variantOf(join(folder, name + suffix));
    const identity = variantOf(join(folder, name));
    const lastModified = statSync(identity.path).mtime.toUTCString();
    assets.set(`/${name}`, { type, lastModified, identity, encoded });
  }
  return assets;
}

/**
 * The built client's hashed assets (mounted on /assets), listed once at startup: each is sent
 * brotli-compressed when the browser accepts it, else gzipped, else as it is, from the copies
 * compressed at build time, with no file-system look-up before the file is read. A file the list
 * does not know is left to the next handler.
 */
export function servePrecompressedAssets(folder: string): RequestHandler {
  const assets = readAssets(folder);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = decodedPath(req.path);
    const asset = path === undefined ? undefined : assets.get(path);
    if (!asset) return next();
    const encoding = ENCODINGS.find(({ name }) => asset.encoded[name] && acceptsEncoding(req, name))?.name;
    const variant = encoding ? asset.encoded[encoding]! : asset.identity;

    const headers: Record<string, string | number> = {
      'Cache-Control': IMMUTABLE,
      'Content-Type': asset.type,
      ETag: variant.etag,
      'Last-Modified': asset.lastModified,
    };
    if (Object.keys(asset.encoded).length > 0) headers.Vary = 'Accept-Encoding';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', variant.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const file = createReadStream(variant.path);
    file.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      // A file gone since startup (a build replaced under a running server) is not found.
      for (const name of [...Object.keys(headers), 'Content-Encoding', 'Content-Length']) res.removeHeader(name);
      next();
    });
    res.on('close', () => file.destroy());
    file.pipe(res);
  };
}
