import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ContentPhotoDto, SiteContentDto } from '@shared/schemas/site-content';
import { isClientRoute, PAGE_MODULES, pageHtmlByRoute } from './page-preloads';
import type { ServerEntry } from './page-renderer';

// Held in a variable so that TypeScript does not follow it into the client's code (checked with the DOM).
const CLIENT_ENTRY = '../../client/src/entry-server';

const INDEX = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';

function manifestFile(manifest: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'selam-manifest-')), 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

describe('page preloads', () => {
  test("every page holds the preloads of the app's code in its template; a route's HTML also its page chunk and static imports, not what is already loaded", () => {
    const file = manifestFile({
      'index.html': { file: 'assets/index.js', dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_i18n.js'] },
      '_i18n.js': { file: 'assets/i18n.js' },
      '_forms.js': { file: 'assets/forms.js', imports: ['_i18n.js'] },
      'src/pages/menu-page.tsx': {
        file: 'assets/menu-page.js',
        imports: ['src/app/start.tsx', '_forms.js'],
        css: ['assets/menu.css'],
      },
    });
    const { base, pages } = pageHtmlByRoute(INDEX, file);
    const template = (html: string) => html.match(/<template id="app-code">(.*?)<\/template>/)?.[1] ?? '';
    for (const html of [base, pages.get('/menu')!]) {
      expect(template(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/start.js">');
      expect(template(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/i18n.js">');
      expect(html.match(/<template id="app-code">/g)).toHaveLength(1);
    }
    const menu = pages.get('/menu')!;
    expect(template(menu)).toContain('<link rel="modulepreload" crossorigin href="/assets/menu-page.js">');
    expect(template(menu)).toContain('<link rel="modulepreload" crossorigin href="/assets/forms.js">');
    expect(template(menu).match(/href="\/assets\/i18n.js"/g)).toHaveLength(1);
    // The page's styles are needed for its first paint: they are in the head itself.
    expect(menu.replace(/<template[\s\S]*?<\/template>/, '')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/menu.css">',
    );
    expect(menu.indexOf('<template id="app-code">')).toBeLessThan(menu.indexOf('</head>'));
    // Routes the manifest does not know get the base page.
    expect(pages.has('/about')).toBe(false);
  });

  test('without a manifest (an older build) every route gets the plain page', () => {
    const { base, pages } = pageHtmlByRoute(INDEX, join(tmpdir(), 'no-such-manifest.json'));
    expect(base).toBe(INDEX);
    expect(pages.size).toBe(0);
  });

  test('names the same page module for each route as the client router', () => {
    const router = readFileSync(new URL('../../client/src/app/router.tsx', import.meta.url), 'utf8');
    const modules = new Map(
      [...router.matchAll(/const (\w+) = lazy\(\(\) => \{?[\s\S]*?import\('@\/pages\/([\w-]+)'\)/g)].map(
        ([, name, file]) => [name, `src/pages/${file}.tsx`],
      ),
    );
    const routes = [...router.matchAll(/<Route path="([^"]+)" component=\{(\w+)\} \/>/g)].map(([, path, component]) => [
      path,
      modules.get(component!),
    ]);
    expect(routes.length).toBeGreaterThan(5);
    expect(Object.fromEntries(routes)).toEqual(PAGE_MODULES);
  });

  test('the router has a page for the public routes and the back office; any other path is its 404 page', () => {
    for (const path of [
      '/',
      '/menu',
      '/reservations',
      '/gift-card/balance',
      '/am/gift-card/balance',
      '/reservations/manage/abc123',
      '/admin',
      '/admin/login',
      '/admin/reset-password',
      '/am',
      '/am/menu',
      '/am/reservations/manage/abc123',
      '/events/request/abc123',
      '/am/events/proposal/abc123',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
    for (const path of [
      '/this-dish-is-not-on-the-menu',
      '/menu/extra',
      '/gift-card/balance/extra',
      '/reservations/manage',
      '/administrator',
      '/reservations/manage/a/b',
      '/am/admin',
      '/amharic',
      '/am/am/menu',
      '/events/request',
      '/events/proposal/a/b',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});

describe("the home page's main picture", () => {
  const image = (id: number, width: number) =>
    `/api/images/0000000${id}-0000-4000-8000-000000000000?format=webp&w=${width}`;
  const photo = (id: number): ContentPhotoDto => ({
    id,
    alt: `The dining room <${id}> "lit"`,
    caption: null,
    src: image(id, 960),
    srcset: `${image(id, 480)} 480w, ${image(id, 960)} 960w, ${image(id, 1280)} 1280w`,
    width: 1600,
    height: 1067,
    placeholder: 'data:image/webp;base64,UklGRg==',
    translations: { am: { alt: 'የመመገቢያ አዳራሹ', caption: null } },
  });
  const content = (heroSlides: ContentPhotoDto[]): SiteContentDto => ({
    heroSlides,
    hallPhotos: [],
    coffeePhotos: [],
    aboutPhotos: [],
    announcement: null,
    testimonials: [],
  });
  // React puts a page's preloads first in its HTML; the renderer moves them into the head.
  const preloadsOf = async (url: string, reads: Record<string, unknown>) => {
    const { renderPage } = (await import(/* @vite-ignore */ CLIENT_ENTRY)) as ServerEntry;
    const { html } = await renderPage(url, reads);
    return /^(?:<link rel="preload"[^>]*>)+/.exec(html)?.[0] ?? '';
  };
  const amp = (url: string) => url.replace(/&/g, '&amp;');

  test('is preloaded at high priority from the widths of the first hero photo for a full-width picture', async () => {
    for (const url of ['/', '/am']) {
      const preloads = await preloadsOf(url, { '["/api/site-content"]': content([photo(1), photo(2)]) });
      const hero = preloads.match(/<link rel="preload" as="image" imageSrcSet="[^"]*"[^>]*>/)?.[0] ?? '';
      expect(hero, url).toContain(`imageSrcSet="${amp(photo(1).srcset)}"`);
      expect(hero, url).toContain('imageSizes="100vw"');
      expect(hero, url).toContain('fetchPriority="high"');
      // The other slides wait, and the illustration is not fetched at all.
      expect(preloads, url).not.toContain(amp(image(2, 480)));
      expect(preloads, url).not.toContain('/images/home/');
    }
  });

  test('without photos (or before the content is read) is the first illustration, as before', async () => {
    for (const reads of [{}, { '["/api/site-content"]': content([]) }]) {
      const preloads = await preloadsOf('/', reads);
      expect(preloads).toContain(
        '<link rel="preload" as="image" href="/images/home/hero-mesob.svg" fetchPriority="high"/>',
      );
      expect(preloads).not.toContain('imageSrcSet');
    }
  });
});
