import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../paths';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { mountBuiltClient } from './static';

// A build of its own, served as production serves dist/client: the hashed assets compressed by
// the build's own step (scripts/compress-assets.mjs).
const build = mkdtempSync(join(tmpdir(), 'selam-assets-'));
const assets = join(build, 'assets');
const SCRIPT = '/assets/app-3f9a2c.js';
const STYLES = '/assets/app-77b1e0.css';
const FONT = '/assets/face-0c1d2e.woff2';
const TINY = '/assets/tiny-5e6f70.js';
const ALL = [SCRIPT, STYLES, FONT, TINY];

const original = (path: string) => readFileSync(join(build, path));

let ctx: TestContext;
let server: Server;

beforeAll(async () => {
  mkdirSync(assets, { recursive: true });
  const lines = Array.from(
    { length: 600 },
    (_, i) => `export const dish${i} = { name: "Dish ${i}", price: ${i % 40}.5 };`,
  );
  writeFileSync(join(build, SCRIPT), lines.join('\n'));
  writeFileSync(
    join(build, STYLES),
    Array.from({ length: 200 }, (_, i) => `.dish-${i} { margin: ${i}px; }`).join('\n'),
  );
  writeFileSync(join(build, FONT), randomBytes(4096));
  writeFileSync(join(build, TINY), 'export const tiny = 1;\n');
  writeFileSync(
    join(build, 'index.html'),
    '<!doctype html><html lang="en"><head><!--head--><!--/head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(build, 'entry-server.js'),
    'export async function renderPage() { throw new Error("no pages here"); }',
  );
  execFileSync(process.execPath, [join(projectRoot, 'scripts', 'compress-assets.mjs'), assets]);

  ctx = await createTestContext(
    { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex') },
    {
      mountWeb: (app, context) =>
        mountBuiltClient(app, context, { clientFolder: build, ssrEntryFile: join(build, 'entry-server.js') }),
    },
  );
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((listening) => server.once('listening', listening));
});
afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
  await ctx?.close();
  rmSync(build, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent: node:http decompresses nothing. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('the build step', () => {
  test('writes a brotli and a gzip copy of each script and stylesheet, brotli the smaller, and none of a font or a tiny file', () => {
    for (const path of [SCRIPT, STYLES]) {
      const size = statSync(join(build, path)).size;
      const br = readFileSync(join(build, `${path}.br`));
      const gz = readFileSync(join(build, `${path}.gz`));
      expect(br.length, path).toBeLessThan(gz.length);
      expect(gz.length, path).toBeLessThan(size);
      expect(brotliDecompressSync(br).equals(original(path)), path).toBe(true);
      expect(gunzipSync(gz).equals(original(path)), path).toBe(true);
    }
    for (const path of [FONT, TINY]) {
      expect(existsSync(join(build, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(build, `${path}.gz`)), path).toBe(false);
    }
  });
});

describe('hashed assets', () => {
  test('a browser that accepts brotli gets the brotli copy, with the headers of the original file', async () => {
    const res = await get(SCRIPT, BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.body.length).toBe(statSync(join(build, `${SCRIPT}.br`)).size);
    expect(brotliDecompressSync(res.body).equals(original(SCRIPT))).toBe(true);
    // The security headers every answer has.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('a client that accepts gzip only (or refuses brotli) gets the gzip copy', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
      const res = await get(STYLES, { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type'], accept).toBe('text/css; charset=utf-8');
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['content-length'], accept).toBe(String(res.body.length));
      expect(gunzipSync(res.body).equals(original(STYLES)), accept).toBe(true);
    }
  });

  test('a client that accepts neither gets the file as it is', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const res = await get(SCRIPT, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(original(SCRIPT).length));
      expect(res.body.equals(original(SCRIPT))).toBe(true);
    }
  });

  test('a font, or a file too small to compress, is sent as it is whatever the browser accepts', async () => {
    for (const path of [FONT, TINY]) {
      const res = await get(path, BROWSER);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(original(path)), path).toBe(true);
    }
    expect((await get(FONT, BROWSER)).headers['content-type']).toBe('font/woff2');
  });

  test('each type is the one express.static gives the file', async () => {
    const plain = express().use(express.static(build));
    for (const path of ALL) {
      const expected = (await request(plain).get(path)).headers['content-type'];
      expect((await get(path, BROWSER)).headers['content-type'], path).toBe(expected);
    }
  });

  test('each copy has its own ETag, and a browser holding it is answered 304 without a body', async () => {
    const etags = new Set<string>();
    for (const headers of [BROWSER, { 'Accept-Encoding': 'gzip' }, {}]) {
      const first = await get(SCRIPT, headers);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(first.headers['last-modified']).toBeTruthy();
      etags.add(etag);
      const again = await get(SCRIPT, { ...headers, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(etags.size).toBe(3);
    // Another copy's ETag is not this one's.
    const gzipEtag = (await get(SCRIPT, { 'Accept-Encoding': 'gzip' })).headers.etag!;
    expect((await get(SCRIPT, { ...BROWSER, 'If-None-Match': gzipEtag })).status).toBe(200);
  });

  test('HEAD answers the headers of the copy GET would send, without its body', async () => {
    const res = await get(SCRIPT, BROWSER, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(statSync(join(build, `${SCRIPT}.br`)).size));
    expect(res.body.length).toBe(0);
  });

  test('a missing asset, or a compressed copy asked for by name, is a 404 and not a page', async () => {
    for (const path of [
      '/assets/app-000000.js',
      `${SCRIPT}.br`,
      `${SCRIPT}.gz`,
      `${SCRIPT}.map`,
      '/assets/app-3f9a2c%2Ejs.br',
    ]) {
      const res = await get(path, BROWSER);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).not.toMatch(/text\/html/);
      expect(res.headers['content-encoding'], path).toBeUndefined();
    }
  });
});
