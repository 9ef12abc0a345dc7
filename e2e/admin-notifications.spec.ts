import { expect, OWNER, signInThroughApi, test, unique } from './support/admin';
import { restaurantDate } from './support/dates';

// Read state is kept per admin: this journey uses an account of its own, so no other test's
// clicks (or Clear all) change what it sees.
test.use({ storageState: { cookies: [], origins: [] } });

test('a new booking rings the bell; opening it marks it read and leads to Reservations; Clear all empties the menu', async ({
  page,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const manager = { username: unique('host'), password: 'host-password-123' };
  const owner = await playwright.request.newContext({ baseURL });
  await signInThroughApi(owner, OWNER);
  expect(
    (
      await owner.post('/api/admin/users', {
        data: { username: manager.username, passwordHash: manager.password, role: 'manager' },
      })
    ).status(),
  ).toBe(201);
  await owner.dispose();
  await signInThroughApi(page.request, manager);

  const firstName = unique('Meron');
  const diner = await playwright.request.newContext({ baseURL });
  const booking = await diner.post('/api/reservations', {
    data: {
      firstName,
      lastName: 'Tadesse',
      email: `${firstName}@diner.example`,
      phone: '(612) 555-0199',
      date: restaurantDate(12),
      time: '18:00',
      guests: 3,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  await diner.dispose();

  await page.goto('/admin');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  const entry = page.getByRole('menuitem', { name: new RegExp(firstName) });
  await expect(entry).toContainText('Unread: New reservation');
  await expect(entry).toContainText('3 guests');
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();

  await bell.click();
  await expect(page.getByRole('menuitem', { name: new RegExp(firstName) })).not.toContainText('Unread');
  await page.getByRole('menuitem', { name: 'Clear all' }).click();
  await expect(page.getByText('No new notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');

  // Cleared stays cleared after a reload.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('No new notifications')).toBeVisible();
});
