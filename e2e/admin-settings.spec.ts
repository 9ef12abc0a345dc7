import type { Page } from '@playwright/test';
import type { Weekday } from '@shared/constants';
import type { AdminSettingsDto, SiteInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';
import { expect, openSection, signInThroughApi, test, toasts, unique } from './support/admin';

/*
 * The open/closed override and the settings are global: one row each in the one shared database.
 * This file runs in projects of its own (with admin-menu.spec.ts), after every other spec file
 * and one viewport after the other (playwright.config.ts), so no other journey reads them while
 * they change. Every change is put back in a finally block all the same.
 */

function operations(page: Page) {
  return page.getByRole('region', { name: 'Restaurant Operations' });
}

test('the owner closes the restaurant by hand, the public header says CLOSED, and automatic mode comes back', async ({ page }) => {
  test.setTimeout(120_000);
  try {
    await openSection(page, 'Settings');
    const card = operations(page);
    const manualSwitch = card.getByRole('switch', { name: 'Manual override' });
    await expect(card.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

    await card.getByRole('button', { name: 'Closed now' }).click();
    await expect(toasts(page).getByText('Manual Override Enabled')).toBeVisible();
    await expect(toasts(page).getByText('The restaurant is set to CLOSED.')).toBeVisible();
    await expect(card.getByText('MANUAL', { exact: true })).toBeVisible();
    await expect(card.getByText('CLOSED', { exact: true })).toBeVisible();
    await expect(manualSwitch).toBeChecked();
    await expect(card.getByRole('button', { name: 'Closed now' })).toHaveAttribute('aria-pressed', 'true');

    // The public site: the server may serve settings cached for a few seconds.
    const site = await page.context().newPage();
    await expect(async () => {
      await site.goto('/about');
      await expect(site.getByRole('banner').getByRole('status')).toHaveText('CLOSED', { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await site.close();

    // While manual, the switch returns to automatic.
    await manualSwitch.click();
    await expect(toasts(page).getByText('Automatic Mode Enabled')).toBeVisible();
    await expect(toasts(page).getByText(/follow the weekly hours: .*Monday/)).toBeVisible();
    await expect(card.getByText('AUTO', { exact: true })).toBeVisible();
    await expect(manualSwitch).not.toBeChecked();

    // While automatic, the switch sets the opposite of the current state by hand.
    const status = (await (await page.request.get('/api/restaurant-status')).json()) as { isOpen: boolean };
    await manualSwitch.click();
    await expect(toasts(page).getByText(`The restaurant is set to ${status.isOpen ? 'CLOSED' : 'OPEN'}.`)).toBeVisible();
    await expect(card.getByText(status.isOpen ? 'CLOSED' : 'OPEN', { exact: true })).toBeVisible();
    await manualSwitch.click();
    await expect(toasts(page).getByText('Automatic Mode Enabled')).toBeVisible();
    await expect(card.getByText('AUTO', { exact: true })).toBeVisible();
  } finally {
    const restored = await page.request.post('/api/admin/restaurant-status', { data: { mode: 'automatic' } });
    expect(restored.status()).toBe(200);
  }
});

test('a business detail and one day of the weekly hours are saved, survive a reload, and are put back', async ({ page }) => {
  test.setTimeout(120_000);
  const original = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettingsDto;
  const { timeZone } = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
  // Not today (the OPEN badge stays put), and the first or last day of the week, so the
  // footer still shows one "11:00 AM – 10:00 PM" line for the other days.
  const day: Weekday = zonedMoment(timeZone).weekday === 'sunday' ? 'monday' : 'sunday';
  const dayName = day === 'sunday' ? 'Sunday' : 'Monday';
  const hallEmail = `${unique('events')}@selam-restaurant.example`.toLowerCase();
  const newClose = original.weeklyHours[day].close === '21:00' ? '20:30' : '21:00';

  try {
    await openSection(page, 'Settings');
    const business = page.getByRole('region', { name: 'Business details' });
    await business.getByLabel('Hall email').fill(hallEmail);
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(toasts(page).getByText('Business details saved')).toBeVisible();

    const hours = page.getByRole('region', { name: 'Weekly hours' });
    const row = hours.getByRole('group', { name: dayName });
    await expect(row.getByLabel('Closed all day')).not.toBeChecked();
    await row.getByLabel('Closes').fill(newClose);
    await hours.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(toasts(page).getByText('Weekly hours saved')).toBeVisible();

    await page.reload();
    await expect(business.getByLabel('Hall email')).toHaveValue(hallEmail);
    await expect(row.getByLabel('Closes')).toHaveValue(newClose);
    const site = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
    expect(site.business.hallEmail).toBe(hallEmail);
    expect(site.weeklyHours[day].close).toBe(newClose);

    // Put the email back through the form, as staff would.
    await business.getByLabel('Hall email').fill(original.businessInfo.hallEmail);
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(toasts(page).getByText('Business details saved')).toBeVisible();
  } finally {
    const restored = await page.request.put('/api/admin/settings', {
      data: { businessInfo: original.businessInfo, weeklyHours: original.weeklyHours },
    });
    expect(restored.status()).toBe(200);
  }
});

test('field errors land on their fields: from the shared schema, and from the server', async ({ page }) => {
  test.setTimeout(60_000);
  await openSection(page, 'Settings');

  // The schema: closing before opening is refused before anything is sent.
  const hours = page.getByRole('region', { name: 'Weekly hours' });
  const tuesday = hours.getByRole('group', { name: 'Tuesday' });
  await tuesday.getByLabel('Opens').fill('23:00');
  await tuesday.getByLabel('Closes').fill('10:00');
  await hours.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(tuesday.getByLabel('Closes')).toHaveAttribute('aria-invalid', 'true');
  await expect(tuesday.getByText('Closing time must be after opening time')).toBeVisible();

  // The server's answer (stubbed here, so the shared settings stay as they are): its field
  // error, keyed from the settings root, appears under the field it names.
  await page.route('**/api/admin/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            message: 'Phone is required',
            code: 'VALIDATION_ERROR',
            fieldErrors: { 'businessInfo.hallPhone': ['Hall phone is required'] },
          },
        })
      : route.continue(),
  );
  const business = page.getByRole('region', { name: 'Business details' });
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(toasts(page).getByText('Failed to save settings')).toBeVisible();
  await expect(business.getByLabel('Hall phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(business.getByText('Hall phone is required')).toBeVisible();
  await expect(business.getByLabel('Hall phone')).toBeFocused();
});

test('staff see the settings read-only with the reason, and may still use the open/closed switch', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const account = { username: unique('staff'), password: 'staff-password-123' };
  const created = await page.request.post('/api/admin/users', {
    data: { username: account.username, passwordHash: account.password, role: 'staff', isActive: true },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await signInThroughApi(context.request, account);
    const staffPage = await context.newPage();
    await openSection(staffPage, 'Settings');
    await expect(staffPage.getByRole('note').first()).toHaveText('Only admins and managers can do this');

    await expect(operations(staffPage).getByRole('switch', { name: 'Manual override' })).toBeEnabled();
    await expect(operations(staffPage).getByRole('button', { name: 'Closed now' })).toBeEnabled();

    const business = staffPage.getByRole('region', { name: 'Business details' });
    await expect(business.getByLabel('Restaurant name')).toBeDisabled();
    await expect(business.getByRole('button', { name: 'Save business details' })).toBeDisabled();
    await expect(staffPage.getByRole('region', { name: 'Weekly hours' }).getByRole('button', { name: 'Save weekly hours' })).toBeDisabled();
    await expect(staffPage.getByRole('switch', { name: 'Online reservations' })).toBeDisabled();
    // The email outbox is for managers: staff get the note instead of the list.
    await expect(staffPage.getByRole('region', { name: 'Email delivery' }).getByRole('note')).toHaveText('Only admins and managers can do this');
  } finally {
    await context.close();
  }
});
