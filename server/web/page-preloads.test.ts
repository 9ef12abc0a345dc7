import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isClientRoute, PAGE_MODULES, pageHtmlByRoute } from './page-preloads';

const INDEX = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';

function manifestFile(manifest: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'selam-manifest-')), 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

describe('page preloads', () => {
  test("every page preloads the app's code; a route's HTML also its page chunk and static imports, not what is already loaded", () => {
    const file = manifestFile({
      'index.html': { file: 'assets/index.js', dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_i18n.js'] },
      '_i18n.js': { file: 'assets/i18n.js' },
      '_forms.js': { file: 'assets/forms.js', imports: ['_i18n.js'] },
      'src/pages/menu-page.tsx': { file: 'assets/menu-page.js', imports: ['src/app/start.tsx', '_forms.js'], css: ['assets/menu.css'] },
    });
    const { base, pages } = pageHtmlByRoute(INDEX, file);
    for (const html of [base, pages.get('/menu')!]) {
      expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/i18n.js">');
    }
    const menu = pages.get('/menu')!;
    expect(menu).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/menu-page.js">');
    expect(menu).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/forms.js">');
    expect(menu).toContain('<link rel="stylesheet" crossorigin href="/assets/menu.css">');
    expect(menu.match(/href="\/assets\/i18n.js"/g)).toHaveLength(1);
    expect(menu.indexOf('modulepreload')).toBeLessThan(menu.indexOf('</head>'));
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
      [...router.matchAll(/const (\w+) = lazy\(\(\) => \{?[\s\S]*?import\('@\/pages\/([\w-]+)'\)/g)].map(([, name, file]) => [name, `src/pages/${file}.tsx`]),
    );
    const routes = [...router.matchAll(/<Route path="([^"]+)" component=\{(\w+)\} \/>/g)]
      .filter(([, path]) => path !== '/')
      .map(([, path, component]) => [path, modules.get(component!)]);
    expect(routes.length).toBeGreaterThan(5);
    expect(Object.fromEntries(routes)).toEqual(PAGE_MODULES);
  });

  test('the router has a page for the public routes and the back office; any other path is its 404 page', () => {
    for (const path of ['/', '/menu', '/reservations', '/reservations/manage/abc123', '/admin', '/admin/login', '/admin/reset-password', '/am', '/am/menu', '/am/reservations/manage/abc123']) {
      expect(isClientRoute(path), path).toBe(true);
    }
    for (const path of ['/this-dish-is-not-on-the-menu', '/menu/extra', '/reservations/manage', '/administrator', '/reservations/manage/a/b', '/am/admin', '/amharic', '/am/am/menu']) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
