// What a first visit to a page downloads: every script and stylesheet the browser fetches until
// the network is quiet, gzipped as the server sends them (zlib's default level, as `compression`).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface FirstVisitFile {
  url: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

export interface FirstVisit {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: FirstVisitFile[];
}

export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Loads `url` in a fresh context (empty cache) and sums the gzip bytes of its JS and CSS. */
export async function measureFirstVisit(
  browser: Browser,
  url: string,
  context: BrowserContextOptions = PHONE_CONTEXT,
): Promise<FirstVisit> {
  const visit = await browser.newContext(context);
  try {
    const page = await visit.newPage();
    const pending: Promise<FirstVisitFile | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), kind: type === 'script' ? 'js' : 'css', gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((file): file is FirstVisitFile => file !== null);
    const total = (kind: FirstVisitFile['kind']) =>
      files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
    return { jsGzipBytes: total('js'), cssGzipBytes: total('css'), files };
  } finally {
    await visit.close();
  }
}
