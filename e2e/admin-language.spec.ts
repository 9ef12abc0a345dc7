import { expect, signedOutContext, signInThroughApi, test, unique } from './support/admin';

test('a staff member reads the back office in Amharic, and their choice follows them to another device', async ({
  browser,
  request,
}) => {
  const staff = { username: unique('amharicstaff'), password: 'staff-password-123' };
  expect(
    (
      await request.post('/api/admin/users', {
        data: { username: staff.username, passwordHash: staff.password, role: 'staff' },
      })
    ).status(),
  ).toBe(201);

  const desk = await signedOutContext(browser);
  const page = await desk.newPage();
  await signInThroughApi(page.request, staff);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'EN — Language: English' }).click();
  await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ዋና ገጽ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');

  // Another device, nothing stored in its browser: the account's language applies on sign-in.
  const phone = await signedOutContext(browser);
  const other = await phone.newPage();
  await expect
    .poll(async () => (await (await page.request.get('/api/admin/check-auth')).json()).admin.preferredLanguage)
    .toBe('am');
  await signInThroughApi(other.request, staff);
  await other.goto('/admin');
  await expect(other.getByRole('heading', { level: 1, name: 'ዋና ገጽ' })).toBeVisible();

  await Promise.all([desk.close(), phone.close()]);
});
