import type { Page } from '@playwright/test';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { expect, openSection, signedOutContext, signInThroughApi, test, toasts, unique } from './support/own-server';

// On a server of its own (e2e/support/own-server.ts): the journey changes what the public menu
// offers. It works on a dish of its own and deletes it after.
test.describe.configure({ timeout: 150_000 });

const created: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of created.splice(0)) await page.request.delete(`/api/menu-items/${id}`);
});

async function publicDish(page: Page, id: number): Promise<PublicMenuItemDto | undefined> {
  const dishes = (await (await page.request.get('/api/menu-items')).json()) as PublicMenuItemDto[];
  return dishes.find((dish) => dish.id === id);
}

test('a manager gives a dish a spice level with a price change and marks it sold out for today @phone', async ({
  page,
  browser,
}) => {
  // The owner adds the dish and the manager's account.
  const name = unique('Awaze Tibs ');
  const dish = await page.request.post('/api/menu-items', {
    data: { name, description: 'Beef with awaze.', price: '17.00', category: 'Meat Dishes' },
  });
  expect(dish.status()).toBe(201);
  const { id } = (await dish.json()) as { id: number };
  created.push(id);
  const manager = { username: unique('manager'), password: 'manager-password-123' };
  const account = await page.request.post('/api/admin/users', {
    data: { username: manager.username, passwordHash: manager.password, role: 'manager' },
  });
  expect(account.status()).toBe(201);

  const context = await signedOutContext(browser);
  const desk = await context.newPage();
  await signInThroughApi(desk.request, manager);
  await openSection(desk, 'Menu');
  const card = desk.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = desk.getByRole('dialog', { name: 'Edit Menu Item' });
  await expect(dialog.getByRole('switch', { name: 'Order for pickup' })).toBeChecked();
  await expect(dialog.getByLabel('Kitchen load per portion')).toHaveValue('1');
  await expect(dialog.getByText('No options: the dish is ordered as it is.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add an option group' }).click();
  const group = dialog.getByRole('group', { name: 'Option group 1' });
  await group.getByLabel('Group name', { exact: true }).fill('Spice level');
  await group.getByLabel('Group name (አማርኛ)').fill('የማቃጠል መጠን');
  await group.getByLabel('Fewest choices').fill('1');
  await group.getByLabel('Most choices').fill('2');
  const mild = group.getByRole('group', { name: 'Choice 1' });
  await mild.getByLabel('Name', { exact: true }).fill('Mild');
  await mild.getByLabel('Name (አማርኛ)').fill('የማያቃጥል');
  await mild.getByLabel('Chosen by default').check();

  // Two choices at most, with only one listed: the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(group.getByText('The most choices cannot be more than the number of choices listed (1)')).toBeVisible();

  await group.getByRole('button', { name: 'Add a choice' }).click();
  const hot = group.getByRole('group', { name: 'Choice 2' });
  await hot.getByLabel('Name', { exact: true }).fill('Hot');
  await hot.getByLabel('Name (አማርኛ)').press('Tab');
  await hot.getByLabel('Price change ($)').fill('1.5');
  await group.getByLabel('Most choices').fill('1');
  await dialog.getByLabel('Kitchen load per portion').fill('2');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(desk).getByText('Menu item updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('1 option group')).toBeVisible();

  const offered = await publicDish(page, id);
  expect(offered).toMatchObject({ orderable: true, kitchenLoad: 2, soldOut: false });
  expect(offered?.options).toEqual([
    {
      id: expect.any(Number),
      name: 'Spice level',
      translations: { am: { name: 'የማቃጠል መጠን' } },
      required: true,
      minChoices: 1,
      maxChoices: 1,
      values: [
        {
          id: expect.any(Number),
          name: 'Mild',
          translations: { am: { name: 'የማያቃጥል' } },
          priceDelta: '0.00',
          isDefault: true,
        },
        { id: expect.any(Number), name: 'Hot', translations: {}, priceDelta: '1.50', isDefault: false },
      ],
    },
  ]);

  // Sold out for the rest of today: still on the menu, no longer orderable.
  const soldOut = card.getByRole('switch', { name: `Sold out today: ${name}` });
  await expect(soldOut).not.toBeChecked();
  await soldOut.click();
  await expect(toasts(desk).getByText('Marked sold out for today')).toBeVisible();
  await expect(soldOut).toBeChecked();
  await expect(card.getByText('Sold out today', { exact: true }).first()).toBeVisible();
  expect(await publicDish(page, id)).toMatchObject({ soldOut: true, orderable: false, available: true });

  // And back on sale, from the keyboard.
  await soldOut.focus();
  await desk.keyboard.press('Space');
  await expect(toasts(desk).getByText('Back on sale')).toBeVisible();
  await expect(soldOut).not.toBeChecked();
  expect(await publicDish(page, id)).toMatchObject({ soldOut: false, orderable: true });
  await context.close();
});
