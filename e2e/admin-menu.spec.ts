import { fileURLToPath } from 'node:url';
import type { FileChooser, Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, openSection, OWNER, signInThroughApi, test, toasts, unique } from './support/own-server';

// Menu Management on a server of its own (e2e/support/own-server.ts), so the public menu the
// journeys on the shared server read never changes under them. Every journey works on a dish or
// category of its own (unique names) and removes it again, for the next journey on this server.

// Each journey loads the whole menu (30-odd cards), several pages, a 5 MB file and full
// accessibility scans: on a busy machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 150_000 });

const DISH_IMAGE = fileURLToPath(new URL('./fixtures/dish.png', import.meta.url));

/** What a journey created; removed after it through the API if the journey stopped half-way. */
const created = { dishes: [] as string[], categories: [] as string[] };

test.afterEach(async ({ page }) => {
  if (created.dishes.length > 0) {
    const dishes = (await (await page.request.get('/api/admin/menu-items')).json()) as { id: number; name: string }[];
    for (const dish of dishes.filter((entry) => created.dishes.includes(entry.name)))
      await page.request.delete(`/api/menu-items/${dish.id}`);
  }
  if (created.categories.length > 0) {
    const categories = (await (await page.request.get('/api/admin/categories')).json()) as {
      id: number;
      name: string;
    }[];
    for (const category of categories.filter((entry) => created.categories.includes(entry.name))) {
      await page.request.delete(`/api/admin/categories/${category.id}`);
    }
  }
  created.dishes = [];
  created.categories = [];
});

/** Chooses a file through the picker the "Select Image" button opens, as a person would. */
async function chooseImage(page: Page, dialog: Locator, files: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Select Image' }).click();
  await (await chooser).setFiles(files);
}

/** The public menu, loaded, and its card for a dish (none when the dish is not shown). */
async function publicCard(page: Page, name: string) {
  await page.goto('/menu');
  const menu = page.getByRole('region', { name: 'Full Menu' });
  // The first visit of the public pages loads their own code: allow it more than a click's time.
  await expect(menu.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  return menu.getByRole('article', { name, exact: true });
}

test('the owner adds a dish with a photo, once the uploader and the form refused what is wrong; it is on /menu until its availability is switched off', async ({
  page,
}) => {
  const name = unique('Zilzil Tibs ');
  created.dishes.push(name);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload-image')) uploads.push(request.url());
  });

  await openSection(page, 'Menu');
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });

  // The uploader refuses a file that is not an image, or is over 5 MB, before sending it.
  await chooseImage(page, dialog, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Not a picture of injera'),
  });
  await expect(toasts(page).getByText('Invalid file type')).toBeVisible();
  await expect(toasts(page).getByText('Please select an image file')).toBeVisible();

  await chooseImage(page, dialog, {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toasts(page).getByText('File too large')).toBeVisible();
  await expect(toasts(page).getByText('Please select an image smaller than 5MB')).toBeVisible();

  await expect(dialog.getByRole('img', { name: 'Preview of the dish image' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Select Image' })).toBeEnabled();
  expect(uploads).toEqual([]);

  // The form's own checks are the shared schema's messages.
  await dialog.getByRole('button', { name: 'Create' }).click();
  for (const message of ['Name is required', 'Description is required', 'Price is required', 'Category is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Price', { exact: true }).fill('14.5');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Meat Dishes');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Strips of beef sautéed with awaze, onion and rosemary.');
  // The Amharic beside the English; its description is left to fall back to the English.
  const amharicName = `ዝልዝል ጥብስ ${name.slice(-6)}`;
  await dialog.getByLabel('Name in አማርኛ', { exact: true }).fill(amharicName);
  await dialog.getByLabel('Tags', { exact: true }).fill('spicy, house favourite');

  await expect(dialog.getByText('Click to upload an image')).toBeVisible();
  await expect(dialog.getByText('PNG, JPG up to 5MB')).toBeVisible();
  await chooseImage(page, dialog, DISH_IMAGE);
  await expect(toasts(page).getByText('Image uploaded successfully')).toBeVisible();
  const preview = dialog.getByRole('img', { name: 'Preview of the dish image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}\?/);
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByRole('button', { name: 'Remove image' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page).getByText('Menu item created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('$14.50');
  await expect(card).toContainText('Meat Dishes');

  // The public menu shows it, with its price per serving.
  const shown = await publicCard(page, name);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('$14.50 per serving');
  // The Amharic menu shows its Amharic name, with the English description it has no Amharic for.
  await page.goto('/am/menu');
  const amharicCard = page.getByRole('region', { name: 'ሙሉ የምግብ ዝርዝር' }).getByRole('article', { name: amharicName });
  await expect(amharicCard).toContainText('Strips of beef sautéed');
  // A screen reader reads that description as English, the Amharic name as Amharic.
  await expect(amharicCard.getByText(/^Strips of beef sautéed/)).toHaveAttribute('lang', 'en');
  await expect(amharicCard.getByRole('button', { name: amharicName })).not.toHaveAttribute('lang');

  // Back in Menu Management, the dish is switched off.
  await page.goto('/admin?tab=menu');
  const available = page.getByRole('switch', { name: `Available: ${name}` });
  await expect(available).toBeChecked();
  await available.click();
  await expect(toasts(page).getByText('Availability status updated')).toBeVisible();
  await expect(available).not.toBeChecked();
  await expect(page.getByRole('article', { name })).toContainText('Unavailable');

  await expect(await publicCard(page, name)).toHaveCount(0);

  // Tidy up through the screen: delete asks first.
  await page.goto('/admin?tab=menu');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Menu item deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test("Manage Categories adds a category, switches it off and deletes it, and edits an existing category's English and Amharic names; the Amharic menu shows them", async ({
  page,
}) => {
  const name = unique('Brunch ');
  const supper = unique('Supper ');
  const renamed = unique('Late Supper ');
  const dishName = unique('Kitfo ');
  created.categories.push(name, supper, renamed);
  created.dishes.push(dishName);
  expect((await page.request.post('/api/admin/categories', { data: { name: supper } })).status()).toBe(201);
  const dish = await page.request.post('/api/menu-items', {
    data: { name: dishName, description: 'Minced beef with mitmita.', price: '17', category: supper },
  });
  expect(dish.status(), await dish.text()).toBe(201);

  await openSection(page, 'Menu');
  await page.getByRole('button', { name: 'Manage Categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Categories' });
  await expect(dialog.getByText('Built-in', { exact: true }).first()).toBeVisible();
  const builtIn = dialog.getByRole('region', { name: 'Built-in categories' }).getByRole('listitem');
  await expect(builtIn.filter({ hasText: 'Meat Dishes' })).toContainText('Built-in');
  await expect(builtIn.filter({ hasText: 'Meat Dishes' }).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // The seeded categories carry their Amharic names.
  await expect(builtIn.filter({ hasText: 'Meat Dishes' })).toContainText('የሥጋ ምግቦች');

  const input = dialog.getByLabel('New category name');
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await input.fill('   ');
  await expect(add).toBeDisabled();
  await input.fill(`  ${name}  `);
  await dialog.getByLabel('Name in አማርኛ', { exact: true }).fill('ቁርስ');
  await add.click();
  await expect(toasts(page).getByText('Category created successfully')).toBeVisible();
  await expect(input).toHaveValue('');

  const mine = dialog.getByRole('region', { name: 'Your categories' });
  const row = mine.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('0 dishes');
  await expect(row).toContainText('ቁርስ');
  const shown = row.getByRole('switch', { name: `Show ${name} on the menu` });
  await expect(shown).toBeChecked();
  expect(await (await page.request.get('/api/categories')).json()).toContain(name);

  // The same name again (any case) is refused with the server's reason.
  await input.fill(name.toUpperCase());
  await add.click();
  await expect(toasts(page).getByText('A category with this name already exists')).toBeVisible();
  await input.fill('');

  await shown.click();
  await expect(toasts(page).getByText('Category updated successfully')).toBeVisible();
  await expect(shown).not.toBeChecked();
  await expect(row).toContainText('Hidden');
  expect(await (await page.request.get('/api/categories')).json()).not.toContain(name);

  // Behind the dialog the filter row offers it, marked as hidden, and the page still fits a phone.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const filter = page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name: `${name} (0) (Hidden)` });
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await filter.click();
  await expect(page.getByText(`No items found in the "${name}" category.`)).toBeVisible();
  await page.getByRole('button', { name: 'Manage Categories' }).click();

  await row.getByRole('button', { name: `Delete category ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Category deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Editing a category's names: Cancel changes nothing and gives focus back to the Edit button.
  const edit = mine.getByRole('button', { name: `Edit the names of ${supper}` });
  await edit.click();
  let form = mine.getByRole('form', { name: `Names of ${supper}` });
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await form.getByLabel('Name in አማርኛ', { exact: true }).fill('ራት');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(mine.getByRole('listitem').filter({ hasText: supper })).not.toContainText('ራት');

  // Another category's name is refused in the server's words, and the form stays open.
  await edit.click();
  form = mine.getByRole('form', { name: `Names of ${supper}` });
  await form.getByLabel('Name', { exact: true }).fill('desserts');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('A category with this name already exists')).toBeVisible();
  await expect(form).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill(renamed);
  await form.getByLabel('Name in አማርኛ', { exact: true }).fill('የምሽት ራት');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Category updated successfully')).toBeVisible();
  const renamedRow = mine.getByRole('listitem').filter({ hasText: renamed });
  await expect(renamedRow).toContainText('የምሽት ራት');
  await expect(renamedRow).toContainText('1 dish');

  // A built-in category keeps its English name; only its translations can be edited.
  await dialog
    .getByRole('region', { name: 'Built-in categories' })
    .getByRole('button', { name: 'Edit the names of Desserts' })
    .click();
  const builtInForm = dialog.getByRole('form', { name: 'Names of Desserts' });
  await expect(builtInForm.getByLabel('Name in አማርኛ', { exact: true })).toBeFocused();
  await expect(builtInForm.getByLabel('Name', { exact: true })).toHaveCount(0);
  await builtInForm.getByRole('button', { name: 'Cancel' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  // The Amharic menu files the dish under the category's Amharic name.
  await page.goto('/am/menu');
  const menu = page.getByRole('region', { name: 'ሙሉ የምግብ ዝርዝር' });
  await expect(menu.getByRole('article', { name: dishName })).toContainText('የምሽት ራት');
});

test.describe('as staff', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('staff may switch a dish’s availability but not add, edit, feature or delete dishes', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const staff = { username: unique('waiter'), password: 'waiter-password-123' };
    const dishName = unique('Shiro Fitfit ');
    const owner = await playwright.request.newContext({ baseURL });
    await signInThroughApi(owner, OWNER);
    expect(
      (
        await owner.post('/api/admin/users', {
          data: { username: staff.username, passwordHash: staff.password, role: 'staff' },
        })
      ).status(),
    ).toBe(201);
    const created = await owner.post('/api/menu-items', {
      data: { name: dishName, description: 'Torn injera tossed in shiro.', price: '11', category: 'Vegetarian' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const dish = (await created.json()) as { id: number };

    try {
      await signInThroughApi(page.request, staff);
      await openSection(page, 'Menu');
      await expect(page.getByRole('note')).toHaveText('Only admins and managers can do this');
      await expect(page.getByRole('button', { name: 'Add Menu Item' })).toBeDisabled();
      await expect(page.getByRole('button', { name: `Edit ${dishName}` })).toBeDisabled();
      await expect(page.getByRole('button', { name: `Delete ${dishName}` })).toBeDisabled();
      await expect(page.getByRole('button', { name: `Featured: ${dishName}` })).toBeDisabled();

      const available = page.getByRole('switch', { name: `Available: ${dishName}` });
      await available.click();
      await expect(toasts(page).getByText('Availability status updated')).toBeVisible();
      await expect(available).not.toBeChecked();

      await page.getByRole('button', { name: 'Manage Categories' }).click();
      const dialog = page.getByRole('dialog', { name: 'Manage Categories' });
      await expect(dialog.getByLabel('New category name')).toBeDisabled();
      await expect(dialog.getByRole('switch', { name: 'Show Vegetarian on the menu' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Edit the names of Vegetarian' })).toBeDisabled();
    } finally {
      expect((await owner.delete(`/api/menu-items/${dish.id}`)).status()).toBe(204);
      await owner.dispose();
    }
  });
});
