import { expect, OWNER, signInThroughApi, test, toasts, unique } from './support/admin';
import { hasMailbox, waitForMail } from './support/mailbox';

test.use({ storageState: { cookies: [], origins: [] } });

test('an admin who forgot the password resets it through the emailed link and signs in with the new one', async ({
  page,
  playwright,
}) => {
  test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
  const username = unique('reset');
  const email = `${username}@example.com`;

  // The owner gives a manager an account with an email address.
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(owner, OWNER);
  const created = await owner.post('/api/admin/users', {
    data: { username, passwordHash: 'first-password-123', email, role: 'manager' },
  });
  expect(created.status()).toBe(201);
  await owner.dispose();

  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toasts(page).getByText('Reset Link Sent')).toBeVisible();

  const [link] = await waitForMail(email, /https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-456');
  await page.getByLabel('Confirm new password').fill('second-password-45');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page).getByText('Password Changed')).toBeVisible();

  // The link works once; the old password no longer does, the new one does.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('third-password-789');
  await page.getByLabel('Confirm new password').fill('third-password-789');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired' })).toBeVisible();

  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first-password-123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('Password', { exact: true }).fill('second-password-456');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
