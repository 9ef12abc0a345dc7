import type { Locator } from '@playwright/test';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { MenuItemOptionDto } from '@shared/schemas/ordering';
import { toasts, unique } from './support/admin';
import { seriousViolations } from './support/axe';
import { ethiopicShare, siteInfo } from './support/ethiopic';
import { chooseFirstTime } from './support/pickup-orders';
import { expect, test } from './support/test';

type Dish = PublicMenuItemDto & { orderable: boolean; options: MenuItemOptionDto[] };

/** Ticks what each option group needs beyond its defaults: a required spice level, "choose 4 of 6". */
async function chooseRequiredOptions(dialog: Locator, dish: Dish): Promise<void> {
  for (const group of dish.options) {
    const needed = Math.max(group.minChoices, group.required ? 1 : 0);
    const defaults = group.values.filter((value) => value.isDefault).length;
    const others = group.values.filter((value) => !value.isDefault);
    for (const value of others.slice(0, Math.max(0, needed - defaults))) {
      const role = group.maxChoices === 1 ? 'radio' : 'checkbox';
      await dialog
        .getByRole(role, { name: new RegExp(`^${value.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .check();
    }
  }
}

test('a diner on a phone adds a dish with options and one without, checks out for the first time offered and follows the order; in Amharic too @phone-only', async ({
  page,
}) => {
  const dishes = (await (await page.request.get('/api/menu-items')).json()) as Dish[];
  const withOptions = dishes.find((dish) => dish.orderable && dish.options.length > 0);
  const plain = dishes.find((dish) => dish.orderable && dish.options.length === 0);
  expect(withOptions && plain, 'the seeded menu has dishes for pickup with and without options').toBeTruthy();

  await page.goto('/menu');
  const menu = page.getByRole('region', { name: 'Full Menu' });

  // A dish with options: the dialog, its required groups, a quantity of 2 and a note.
  await menu
    .getByRole('article', { name: withOptions!.name, exact: true })
    .getByRole('button', { name: 'Add to order' })
    .click();
  const options = page.getByRole('dialog', { name: withOptions!.name });
  await expect(options).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await chooseRequiredOptions(options, withOptions!);
  await options.getByRole('button', { name: 'One more' }).click();
  await options.getByLabel('Note for the kitchen').fill('Extra injera, please');
  await options.getByRole('button', { name: /^Add to order · \$/ }).click();
  await expect(options).toBeHidden();
  await expect(toasts(page).getByText(`Added to your order: ${withOptions!.name}`)).toBeVisible();

  // A dish without options goes straight in.
  await menu
    .getByRole('article', { name: plain!.name, exact: true })
    .getByRole('button', { name: 'Add to order' })
    .click();
  await expect(toasts(page).getByText(`Added to your order: ${plain!.name}`)).toBeVisible();

  // The floating cart: 3 portions; its panel shows the server's subtotal and leads to checkout.
  await page.getByRole('button', { name: /^Your order: 3 items, \$/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await expect(cart.getByText(withOptions!.name)).toBeVisible();
  await expect(cart.getByText(plain!.name)).toBeVisible();
  await expect(cart.getByText('Note: Extra injera, please')).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await cart.getByRole('link', { name: 'Checkout' }).click();

  // Checkout: the first time offered, the diner's details, pay at pickup, the server's total.
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  const total = (await summary.locator('dd').last().innerText()).trim();
  await chooseFirstTime(page);
  const name = unique('Selamawit');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill('(612) 555-0199');
  await page.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
  await expect(page.getByRole('radio', { name: /Pay at pickup/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: `Place order · ${total}` }).click();

  // The status page: the order, its number and lines, received (or already accepted), the total to pay.
  await expect(page).toHaveURL(/\/order\/status\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByText(`Thank you, ${name}!`)).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Progress' });
  await expect(timeline.getByText('Received')).toBeVisible();
  await expect(page.getByText(`Pay at pickup: ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Your order:/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The same page in Amharic reads in Ethiopic letters.
  const statusPath = new URL(page.url()).pathname;
  await page.goto(`/am${statusPath}`);
  await expect(page.getByRole('heading', { level: 1, name: /^ትዕዛዝ ቁጥር \d+$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ሂደት' })).toBeVisible();
  const site = await siteInfo(page);
  // The diner's name, and the dish and option names the menu has in English only.
  const kept = [
    name,
    ...[withOptions!, plain!].map((dish) => dish.name),
    ...withOptions!.options.flatMap((group) => group.values.map((value) => value.name)),
  ];
  const { share, latin } = await ethiopicShare(page, site, kept);
  expect(
    share,
    `${statusPath} in Amharic is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`,
  ).toBeGreaterThanOrEqual(0.9);
  await page.goto('/am/order');
  await expect(page.getByRole('heading', { name: 'ለመውሰድ ይዘዙ' })).toBeVisible();
  const order = await ethiopicShare(page, site);
  expect(
    order.share,
    `/am/order is ${(order.share * 100).toFixed(1)}% Ethiopic; Latin words: ${order.latin}`,
  ).toBeGreaterThanOrEqual(0.9);
});
