import { expect, test } from './support/test';
import { amharic, PUBLIC_ROUTES, servedTitle } from './support/public-routes';

// One process serves the built site and the API.
test.describe('the production server', () => {
  test('serves hashed assets for a year, compressed, and index.html uncached; no source map, however spelled, and no missing file is served', async ({
    page,
    request,
  }) => {
    const assetUrls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/')) assetUrls.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(assetUrls.length).toBeGreaterThan(0);

    // The entry script: large enough to be compressed (a tiny chunk is sent as it is).
    const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    expect(entry).toMatch(/\.js$/);
    const asset = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');

    const html = await request.get('/reservations');
    expect(html.status()).toBe(200);
    expect(html.headers()['content-type']).toMatch(/text\/html/);
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-security-policy']).toContain("script-src 'self'");

    for (const path of [`${entry}.map`, `${entry}%2Emap`, `${entry}.%6Dap`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // A missing file is a 404, not the page.
    const missing = await request.get('/assets/index-gone.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  test('/menu preloads its code and arrives with its data, which the page uses without asking again', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/menu')).text();
    expect(html).toMatch(
      /<template id="app-code">.*<link rel="modulepreload" crossorigin href="\/assets\/menu-page-[\w-]+\.js">/,
    );
    expect(html).toContain('<script type="application/json" id="server-data">');

    const fetched: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/featured-dishes') fetched.push(req.url());
    });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Featured Dishes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Dishes' }).getByRole('article').first()).toBeVisible();
    expect(fetched).toHaveLength(0);
  });

  test('an unknown page answers 404 with the page, an unknown API path a JSON 404; known pages and the back office 200, each public page with a title of its own', async ({
    request,
  }) => {
    const unknown = await request.get('/this-dish-is-not-on-the-menu');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toMatch(/text\/html/);
    expect(await unknown.text()).toContain('<div id="root">');
    expect((await request.head('/this-dish-is-not-on-the-menu')).status()).toBe(404);
    for (const path of ['/', '/menu', '/admin', '/admin/login']) {
      expect((await request.get(path)).status(), path).toBe(200);
      expect((await request.head(path)).status(), path).toBe(200);
    }

    const api = await request.get('/api/does-not-exist');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({
      message: 'API route not found',
      code: 'NOT_FOUND',
      messageKey: 'request.routeNotFound',
      params: {},
    });

    // The browser keeps the served title (routes.spec.ts), so no two pages share one, in either language.
    for (const paths of [PUBLIC_ROUTES, PUBLIC_ROUTES.map(amharic)]) {
      const titles = await Promise.all(paths.map(async (path) => servedTitle(await (await request.get(path)).text())));
      expect(new Set(titles).size, titles.join('\n')).toBe(paths.length);
    }
  });
});
