// What a first visit to a page downloads: every script and stylesheet the browser fetches until
// the network is quiet, counted in the bytes the browser received (as the server compressed
// them), and gzipped at zlib's default level for comparison with earlier figures.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface FirstVisitFile {
  url: string;
  kind: 'js' | 'css';
  /** The response body as it crossed the network. */
  receivedBytes: number;
  /** Its content-encoding: "br", "gzip" or "identity". */
  encoding: string;
  gzipBytes: number;
}

interface Totals {
  received: number;
  gzip: number;
}

export interface FirstVisit {
  js: Totals;
  css: Totals;
  files: FirstVisitFile[];
}

export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Loads `url` in a fresh context (empty cache) and sums the bytes of its JS and CSS. */
export async function measureFirstVisit(
  browser: Browser,
  url: string,
  context: BrowserContextOptions = PHONE_CONTEXT,
): Promise<FirstVisit> {
  const visit = await browser.newContext(context);
  try {
    const page = await visit.newPage();
    const pending: Promise<FirstVisitFile | null>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const [sizes, body, headers] = await Promise.all([request.sizes(), response.body(), response.allHeaders()]);
          return {
            url: request.url(),
            kind: type === 'script' ? 'js' : 'css',
            receivedBytes: sizes.responseBodySize,
            encoding: headers['content-encoding'] ?? 'identity',
            gzipBytes: gzipSync(body).length,
          } satisfies FirstVisitFile;
        })().catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((file): file is FirstVisitFile => file !== null);
    const total = (kind: FirstVisitFile['kind']): Totals => {
      const ofKind = files.filter((file) => file.kind === kind);
      return {
        received: ofKind.reduce((sum, file) => sum + file.receivedBytes, 0),
        gzip: ofKind.reduce((sum, file) => sum + file.gzipBytes, 0),
      };
    };
    return { js: total('js'), css: total('css'), files };
  } finally {
    await visit.close();
  }
}
