import { expect, test } from './support/test';

test('a stranger at /admin is sent to the login page; a wrong password shows the server message; staff sign in, see the dashboard from real data and sign out', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('For security, all login attempts are monitored and logged.')).toBeVisible();
  // The back office has no public header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  // The password can be shown and hidden; a wrong one gets the server's message.
  await page.getByLabel('Username').fill('owner');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await password.fill('owner-password-123');
  await page.getByLabel('Remember me for 30 days').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('System Online')).toBeVisible();
  await expect(page.getByText('Revenue today')).toBeVisible();

  await expect(page.getByText('owner', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('forgot password confirms the request in a toast; request username checks the email first; a reset link without a valid token is refused', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Reset Link Sent')).toBeVisible();

  await page.getByRole('button', { name: 'Request username' }).click();
  const usernameDialog = page.getByRole('dialog', { name: 'Request your username' });
  await usernameDialog.getByLabel('Email').fill('not-an-email');
  await usernameDialog.getByRole('button', { name: 'Send username' }).click();
  await expect(usernameDialog.getByText('Valid email is required')).toBeVisible();

  await page.goto('/admin/reset-password?token=made-up-token');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm new password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').first()).toContainText('invalid or has expired');
});
