import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The menu pages read the seeded menu through the public API; nothing here changes menu data.

interface MenuItem {
  id: number;
  name: string;
  description: string;
  category: string;
  featured: 0 | 1;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

function fullMenu(page: Page) {
  return page.getByRole('region', { name: 'Full Menu' });
}

test.describe('/menu', () => {
  test('categories, the filter, the search and the cards: featured dishes first, category, price per serving, a cut description; the call-to-action calls the restaurant', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/categories')).json()) as string[];
    expect(categories.length).toBeGreaterThan(4);
    const items = (await (await request.get('/api/menu-items')).json()) as (MenuItem & { price: string })[];
    const featured = (await (await request.get('/api/featured-dishes')).json()) as MenuItem[];
    const site = (await (await request.get('/api/site-info')).json()) as { business: { phone: string } };

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    const menu = fullMenu(page);

    // All Categories and the first four server categories, the rest behind More Categories.
    const filters = menu.getByRole('list', { name: 'Filter by category' });
    await expect(filters.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button')).toHaveText([
      'All Categories',
      ...categories.slice(0, 4),
      'More Categories',
    ]);
    await filters.getByRole('button', { name: 'More Categories' }).click();
    await expect(filters.getByRole('button')).toHaveText(['All Categories', ...categories, 'Hide Categories']);
    await filters.getByRole('button', { name: 'Hide Categories' }).click();
    await expect(filters.getByRole('button')).toHaveText([
      'All Categories',
      ...categories.slice(0, 4),
      'More Categories',
    ]);
    await noSidewaysScroll(page);

    // Choosing a category shows exactly that category's dishes.
    const category = categories[0]!;
    const inCategory = (await (
      await request.get(`/api/menu-items?category=${encodeURIComponent(category)}`)
    ).json()) as MenuItem[];
    expect(inCategory.length).toBeGreaterThan(0);
    await menu.getByRole('button', { name: category, exact: true }).click();
    await expect(menu.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('article').getByRole('heading')).toHaveText(inCategory.map((item) => item.name));
    await menu.getByRole('button', { name: 'All Categories' }).click();
    await expect(menu.getByRole('article')).toHaveCount(items.length);

    // The search box filters by name (in any case) or description, and says when nothing matches.
    const dish = items.find((item) => item.name.length > 4)!;
    const search = menu.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill(dish.name.toUpperCase());
    await expect(menu.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
    const matching = items.filter((item) =>
      `${item.name} ${item.description}`.toLowerCase().includes(dish.name.toLowerCase()),
    );
    await expect(menu.getByRole('article')).toHaveCount(matching.length);
    // On the description: a phrase only found there.
    await search.fill(dish.description.split(' ').slice(1, 4).join(' '));
    await expect(menu.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
    await search.fill('zzz no such dish');
    await expect(menu.getByText('No items found matching "zzz no such dish"')).toBeVisible();
    await expect(menu.getByRole('article')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Show all dishes' }).click();
    await expect(search).toHaveValue('');
    await expect(menu.getByRole('article')).toHaveCount(items.length);

    // Featured dishes come first; a card shows its price per serving, its category and its description cut at 100 characters.
    const featuredSection = page.getByRole('region', { name: 'Featured Dishes' });
    await expect(featuredSection.getByRole('article')).toHaveCount(Math.min(featured.length, 3));
    await expect(featuredSection.getByRole('img', { name: 'Featured dish' }).first()).toBeAttached();
    const long = items.find((item) => item.description.length > 100)!;
    const card = menu.getByRole('article', { name: long.name, exact: true });
    await expect(card.getByText(`$${Number(long.price).toFixed(2)} per serving`)).toBeVisible();
    await expect(card.getByText(long.category, { exact: true })).toBeVisible();
    await expect(card.getByText(`${long.description.slice(0, 100).trimEnd()}…`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');

    // The call-to-action calls the restaurant number from the settings.
    const call = page
      .getByRole('region', { name: 'Questions about a dish?' })
      .getByRole('link', { name: `Call ${site.business.phone}` });
    await expect(call).toHaveAttribute('href', `tel:+1${site.business.phone.replace(/\D/g, '').slice(-10)}`);
    await noSidewaysScroll(page);
  });

  test('Download Full Menu PDF prints the whole, unfiltered menu with the business details; favourites are kept across a reload with their own filter; a dish opens its details, Escape closes them, Order Now leads to /order', async ({
    page,
    request,
  }) => {
    const items = (await (await request.get('/api/menu-items')).json()) as (MenuItem & {
      ingredients: string | null;
    })[];
    const site = (await (await request.get('/api/site-info')).json()) as { business: { name: string; phone: string } };
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    await page.goto('/menu');
    const menu = fullMenu(page);

    await menu.getByRole('searchbox', { name: 'Search the menu' }).fill('zzz no such dish');
    await page.getByRole('button', { name: 'Download Full Menu PDF' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('menu-print-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(site.business.name)).toBeVisible();
    await expect(sheet.getByText(site.business.phone, { exact: false })).toBeVisible();
    await expect(sheet.locator('li')).toHaveCount(items.length);
    await expect(page.getByRole('button', { name: 'Download Full Menu PDF' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Favourites.
    const favourite = items.find((item) => item.featured === 0)!;
    const card = () => menu.getByRole('article', { name: favourite.name, exact: true });
    await menu.getByRole('button', { name: 'Show all dishes' }).click();
    await card().getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(card().getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    await page.reload();
    await expect(card().getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    await menu.getByRole('button', { name: 'Favorites (1)' }).click();
    await expect(menu.getByRole('article')).toHaveCount(1);
    await expect(card()).toBeVisible();
    await card().getByRole('button', { name: 'Remove from Favorites' }).click();
    await expect(menu.getByText('No favorites yet.', { exact: false })).toBeVisible();
    await menu.getByRole('button', { name: 'Favorites (0)' }).click();
    await expect(menu.getByRole('article')).toHaveCount(items.length);

    // A dish's details.
    const dish = items.find((item) => item.ingredients) ?? items[0]!;
    await menu.getByRole('button', { name: dish.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dish.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(dish.description)).toBeVisible();
    if (dish.ingredients) await expect(dialog.getByText(dish.ingredients)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the dish that opened it.
    await expect(menu.getByRole('button', { name: dish.name, exact: true })).toBeFocused();
    await menu.getByRole('button', { name: dish.name, exact: true }).click();
    await page.getByRole('dialog', { name: dish.name }).getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/order$/);
  });

  test('a tap on a dish while a slow phone is still starting the page opens it once the page is ready', async ({
    page,
    request,
  }) => {
    const [dish] = (await (await request.get('/api/menu-items')).json()) as MenuItem[];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

    // The rendered HTML is tapped as soon as it shows, before the page's code has run.
    await page.goto('/menu', { waitUntil: 'commit' });
    await fullMenu(page).getByRole('button', { name: dish!.name, exact: true }).click();
    await expect(page.getByRole('dialog', { name: dish!.name })).toBeVisible({ timeout: 45_000 });
  });

  test('shows the loading text, then the empty states of an empty menu and an empty category', async ({ page }) => {
    // The only way to see these without changing the restaurant's data: answer for the API.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/menu-items', async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.route('**/api/featured-dishes', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/categories', (route) => route.fulfill({ json: ['Desserts'] }));

    // A page's first visit arrives with its menu: these states show when the menu is opened from another page.
    await page.goto('/about');
    // Once the page is live (its open/closed badge has checked), the footer's links move within the app.
    await expect(page.getByRole('banner').getByRole('status')).not.toHaveText('Checking…');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.getByText('Loading our delicious menu...')).toBeVisible();
    release();
    await expect(fullMenu(page).getByText('No menu items available')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Dishes' })).toHaveCount(0);

    await fullMenu(page).getByRole('button', { name: 'Desserts', exact: true }).click();
    await expect(fullMenu(page).getByText('No items found in "Desserts" category')).toBeVisible();
  });
});

test('/menu-old: a dish opens its detail dialog and the print button is there; course tabs switch with the arrow keys and show matching dishes', async ({
  page,
  request,
}) => {
  const items = (await (await request.get('/api/menu-items')).json()) as MenuItem[];
  const appetizers = items.filter((item) => item.category.toLowerCase().includes('appetizer'));

  await page.goto('/menu-old');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const dish = items[0]!;
  await page.getByRole('tabpanel').getByRole('button', { name: dish.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dish.name });
  await expect(dialog.getByText(dish.description)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download Full Menu PDF' })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Menu courses' });
  const allTab = tabs.getByRole('tab', { name: 'All Items' });
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(items.length);

  const appetizersTab = tabs.getByRole('tab', { name: 'Appetizers' });
  await allTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(appetizersTab).toBeFocused();
  await expect(appetizersTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Appetizers' });
  await expect(panel.getByRole('heading', { name: 'Appetizers' })).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(appetizers.length);

  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Beverages' })).toHaveAttribute('aria-selected', 'true');
  for (const category of await page.getByRole('tabpanel').getByRole('article').allInnerTexts()) {
    expect(category.toLowerCase()).toMatch(/beverage|drink|coffee|tea/);
  }
  await page.keyboard.press('ArrowRight');
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Beverages' })).toBeFocused();

  // Main Courses gathers meat, vegetarian and combination dishes.
  await tabs.getByRole('tab', { name: 'Main Courses' }).click();
  const mains = items.filter((item) => !/appetizer|dessert|beverage/i.test(item.category));
  expect(mains.filter((item) => /meat|vegetarian|combination/i.test(item.category)).length).toBeGreaterThan(0);
  const mainPanel = page.getByRole('tabpanel', { name: 'Main Courses' });
  await expect(mainPanel.getByRole('article').getByRole('heading')).toHaveText(mains.map((item) => item.name));
  await noSidewaysScroll(page);
});
