import { expect, openSection, signedOutContext, signInThroughApi, test, toasts, unique } from './support/admin';

test('the owner creates a staff account, told what is wrong on the way; staff sign in and find admin-only actions disabled', async ({
  page,
  browser,
}) => {
  const username = unique('almaz');
  const password = 'staff-password-123';
  const accounts = page.getByRole('region', { name: 'Accounts' });

  await openSection(page, 'Admin Users');
  const own = accounts.getByRole('listitem').filter({ has: page.getByText('You', { exact: true }) });
  await expect(own.getByRole('button', { name: 'Deactivate owner' })).toBeDisabled();
  await expect(own.getByRole('button', { name: 'Delete owner' })).toBeDisabled();
  await expect(own.getByText('You cannot deactivate or delete your own account.')).toBeVisible();

  await page.getByRole('button', { name: 'Create Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Admin' });
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Username and password are required').first()).toBeVisible();

  await dialog.getByLabel('Username').fill(username);
  const passwordField = dialog.getByLabel('Password', { exact: true });
  await passwordField.fill('short');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Password must be at least 10 characters')).toBeVisible();
  // Long enough, but a pattern guessed at once: the server refuses it on the field.
  await passwordField.fill('ababababab');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await passwordField.fill(password);
  await expect(passwordField).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField).toHaveAttribute('type', 'text');
  const role = dialog.getByRole('combobox', { name: 'Role' });
  // A new account starts with the least power; the owner raises it on purpose.
  await expect(role).toHaveValue('staff');
  await expect(dialog.getByRole('switch', { name: 'Active (may sign in)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toasts(page).getByText('Admin Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = accounts.getByRole('listitem').filter({ hasText: username });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('Staff', { exact: true })).toBeVisible();
  await expect(row.getByText('Never', { exact: true })).toBeVisible();

  // The same username in other letters: the server's message, in the toast and on the field.
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await dialog.getByLabel('Username').fill(username.toUpperCase());
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Username already exists')).toBeVisible();
  // While the dialog is open, the rest of the page (the toast region too) is hidden from the accessibility tree.
  await expect(toasts(page).getByText('Username already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Staff, in a browser of their own, sign in through the login form.
  const staffContext = await signedOutContext(browser);
  const staff = await staffContext.newPage();
  const giftCardListRequests: string[] = [];
  staff.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/gift-cards') giftCardListRequests.push(request.url());
  });
  await staff.goto('/admin/login');
  await staff.getByLabel('Username').fill(username);
  await staff.getByLabel('Password', { exact: true }).fill(password);
  await staff.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(/\/admin$/);

  await openSection(staff, 'Admin Users');
  await expect(staff.getByText('Only admins can do this')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Create Admin' })).toBeDisabled();
  const staffOwnRow = staff
    .getByRole('region', { name: 'Accounts' })
    .getByRole('listitem')
    .filter({ hasText: username });
  await expect(staffOwnRow.getByText('You', { exact: true })).toBeVisible();
  await expect(staffOwnRow.getByRole('button', { name: `Edit ${username}` })).toBeDisabled();

  await openSection(staff, 'Gift Cards');
  await expect(staff.getByText('Only admins and managers can do this')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Export Report' })).toBeDisabled();
  await expect(staff.getByRole('button', { name: 'Create Manual Gift Card' })).toBeDisabled();
  expect(giftCardListRequests).toEqual([]);
  await staffContext.close();
});

test('the owner deactivates a staff account, activates it again, changes its role and deletes it; a sign-in shows as its last login', async ({
  page,
  browser,
}) => {
  const username = unique('selam').toLowerCase();
  const password = 'staff-password-123';
  const created = await page.request.post('/api/admin/users', {
    data: { username, passwordHash: password, role: 'staff', isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await openSection(page, 'Admin Users');
  const row = accounts.getByRole('listitem').filter({ hasText: username });
  await expect(row.getByText('Never', { exact: true })).toBeVisible();
  const staffContext = await signedOutContext(browser);
  await signInThroughApi(staffContext.request, { username, password });
  await staffContext.close();

  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  await expect(toasts(page).getByText('Status Updated')).toBeVisible();
  await expect(toasts(page).getByText(`${username} is now inactive and was signed out.`)).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Activate ${username}` }).click();
  await expect(toasts(page).getByText(`${username} is now active.`)).toBeVisible();
  await expect(toasts(page).getByText('Status Updated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // Staff signed in meanwhile, so there is a last login now.
  await expect(row.getByText('Never', { exact: true })).toBeHidden();

  await row.getByRole('button', { name: `Edit ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Admin User' });
  await expect(edit.getByLabel('Username')).toHaveValue(username);
  await edit.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Manager' });
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Admin Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Manager', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(username);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Admin Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
