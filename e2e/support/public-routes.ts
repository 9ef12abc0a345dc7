/** Every public page, by its English address; `/no-such-page` is the 404 page. */
export const PUBLIC_ROUTES = [
  '/',
  '/menu',
  '/menu-old',
  '/about',
  '/contact',
  '/order',
  '/reservations',
  '/hall-reservations',
  '/coffee-ceremony',
  '/catering',
  '/gift-card',
  '/gift-card/balance',
  '/no-such-page',
] as const;

/** The Amharic address of a page: the same path under /am. */
export const amharic = (path: string) => (path === '/' ? '/am' : `/am${path}`);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The `<title>` of a page's HTML as the server sent it, its character references read. */
export function servedTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error('the page has no <title>');
  return title.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (reference, name: string) => {
    const code = name.toLowerCase();
    if (code.startsWith('#x')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
    return NAMED[code] ?? reference;
  });
}
