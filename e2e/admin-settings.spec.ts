import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { telHref } from '@shared/business-info';
import type { Weekday } from '@shared/constants';
import { ethiopianHolidaysBetween } from '@shared/ethiopian-holidays';
import type { MonthAvailabilityDto, ScheduleExceptionDto } from '@shared/schemas/schedule';
import type { AdminSettingsDto, SiteInfo } from '@shared/schemas/settings';
import { slotGrid } from '@shared/schedule';
import { formatClock, zonedMoment } from '@shared/time';
import { expect, openSection, signInThroughApi, test, toasts, unique } from './support/admin';
import { pickDate, quietOpenDay, restaurantDate } from './support/dates';
import { hasMailbox, waitForDecodedMail, waitForMail } from './support/mailbox';

/*
 * The open/closed override and the settings are global: one row each in the one shared database.
 * This file runs in projects of its own (with admin-menu.spec.ts), after every other test file
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

test('a business detail and one day of the weekly hours, split into lunch and dinner, are saved, survive a reload, and are put back', async ({ page }) => {
  test.setTimeout(120_000);
  const original = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettingsDto;
  const { timeZone } = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
  // Not today, so the OPEN badge stays put while the hours change.
  const day: Weekday = zonedMoment(timeZone).weekday === 'sunday' ? 'monday' : 'sunday';
  const dayName = day === 'sunday' ? 'Sunday' : 'Monday';
  const hallEmail = `${unique('events')}@selam-restaurant.example`.toLowerCase();

  try {
    await openSection(page, 'Settings');
    const business = page.getByRole('region', { name: 'Business details' });
    await business.getByLabel('Hall email').fill(hallEmail);
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(toasts(page).getByText('Business details saved')).toBeVisible();

    // Lunch until 3 PM, then dinner from 5 PM until midnight (a time field writes midnight as 12:00 AM).
    const hours = page.getByRole('region', { name: 'Weekly hours' });
    const row = hours.getByRole('group', { name: dayName, exact: true });
    await expect(row.getByLabel('Closed all day')).not.toBeChecked();
    await row.getByLabel('Opens').fill('11:00');
    await row.getByLabel('Closes').fill('15:00');
    await row.getByRole('button', { name: `Add period to ${dayName}` }).click();
    const dinner = row.getByRole('group', { name: 'Period 2' });
    await expect(dinner.getByLabel('Opens')).toBeFocused();
    await dinner.getByLabel('Opens').fill('17:00');
    await dinner.getByLabel('Closes').fill('00:00');
    await hours.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(toasts(page).getByText('Weekly hours saved')).toBeVisible();

    await page.reload();
    await expect(business.getByLabel('Hall email')).toHaveValue(hallEmail);
    await expect(row.getByRole('group', { name: 'Period 1' }).getByLabel('Closes')).toHaveValue('15:00');
    await expect(row.getByRole('group', { name: 'Period 2' }).getByLabel('Closes')).toHaveValue('00:00');
    const site = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
    expect(site.business.hallEmail).toBe(hallEmail);
    expect(site.weeklyHours[day]).toEqual({ closed: false, periods: [{ open: '11:00', close: '15:00' }, { open: '17:00', close: '24:00' }] });

    // Dinner only again: the lunch period is removed.
    await row.getByRole('button', { name: `Remove period 1 of ${dayName}` }).click();
    await expect(row.getByRole('group', { name: /^Period/ })).toHaveCount(1);
    await hours.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(toasts(page).getByText('Weekly hours saved')).toBeVisible();
    const saved = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettingsDto;
    expect(saved.weeklyHours[day].periods).toEqual([{ open: '17:00', close: '24:00' }]);

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
  const tuesday = hours.getByRole('group', { name: 'Tuesday', exact: true });
  await tuesday.getByLabel('Opens').fill('23:00');
  await tuesday.getByLabel('Closes').fill('10:00');
  await hours.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(tuesday.getByLabel('Closes')).toHaveAttribute('aria-invalid', 'true');
  await expect(tuesday.getByText('Closing time must be after opening time')).toBeVisible();

  // Two periods that overlap: the second one is marked.
  const wednesday = hours.getByRole('group', { name: 'Wednesday', exact: true });
  await wednesday.getByRole('button', { name: 'Add period to Wednesday' }).click();
  const second = wednesday.getByRole('group', { name: 'Period 2' });
  await second.getByLabel('Opens').fill('20:00');
  await second.getByLabel('Closes').fill('23:00');
  await hours.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(second.getByLabel('Opens')).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByText('Service periods must not overlap and must be in time order')).toBeVisible();

  // Booking settings: the shared schema compares the two party sizes.
  const booking = page.getByRole('region', { name: 'Booking settings' });
  await booking.getByLabel('Smallest online party').fill('6');
  await booking.getByLabel('Largest online party').fill('4');
  await booking.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(booking.getByText('The largest party must not be smaller than the smallest')).toBeVisible();
  await expect(booking.getByLabel('Largest online party')).toHaveAttribute('aria-invalid', 'true');

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
    await expect(staffPage.getByRole('region', { name: 'Booking settings' }).getByLabel('Pacing per slot')).toBeDisabled();
    await expect(staffPage.getByRole('region', { name: 'Booking settings' }).getByRole('button', { name: 'Save booking settings' })).toBeDisabled();
    // The closures are there to read; adding one is for managers.
    const exceptions = staffPage.getByRole('region', { name: 'Closures and special hours' });
    await expect(exceptions.getByRole('heading', { name: 'Ethiopian holidays' })).toBeVisible();
    await expect(exceptions.getByRole('button', { name: 'Add closure or special hours' })).toBeDisabled();
    await expect(exceptions.getByRole('button', { name: /^Add closure for / }).first()).toBeDisabled();
    await expect(staffPage.getByRole('switch', { name: 'Online reservations' })).toBeDisabled();
    // The email outbox is for managers: staff get the note instead of the list.
    await expect(staffPage.getByRole('region', { name: 'Email delivery' }).getByRole('note')).toHaveText('Only admins and managers can do this');
  } finally {
    await context.close();
  }
});

/** A staff booking through the API (past any warning), to see it listed when its day closes. */
async function bookByPhone(page: Page, date: string, time: string, firstName: string, guests = 4) {
  const response = await page.request.post('/api/reservations', {
    data: { firstName, lastName: 'Guest', email: `${firstName.toLowerCase()}@phone.example`, phone: '(612) 555-0161', date, time, guests, status: 'confirmed', confirmWarnings: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function removeExceptionsNamed(page: Page, label: string) {
  const all = (await (await page.request.get('/api/admin/schedule-exceptions')).json()) as ScheduleExceptionDto[];
  for (const exception of all.filter((entry) => entry.label === label && entry.editable)) {
    expect((await page.request.delete(`/api/admin/schedule-exceptions/${exception.id}`)).status()).toBe(204);
  }
}

function exceptionsCard(page: Page) {
  return page.getByRole('region', { name: 'Closures and special hours' });
}

test('an Ethiopian holiday becomes a closure from its suggestion, and the booking on that day is listed to call, not cancelled', async ({ page }) => {
  test.setTimeout(90_000);
  // The first holiday after today: a whole day ahead, so it can be closed from the suggestion.
  const holiday = ethiopianHolidaysBetween(restaurantDate(1), restaurantDate(364))[0]!;
  const guest = unique('Tigist');
  const bookingId = await bookByPhone(page, holiday.date, '19:00', guest, 5);

  try {
    await openSection(page, 'Settings');
    const card = exceptionsCard(page);
    const dateText = formatCalendarDate(holiday.date);
    await card.getByRole('button', { name: `Add closure for ${holiday.name} on ${dateText}` }).click();

    const dialog = page.getByRole('dialog', { name: 'New closure or special hours' });
    await expect(dialog.getByLabel('Name')).toHaveValue(holiday.name);
    await expect(dialog.getByLabel('Start date')).toHaveValue(holiday.date);
    await expect(dialog.getByLabel('End date')).toHaveValue(holiday.date);
    await expect(dialog.getByRole('radio', { name: 'Closed all day' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(toasts(page).getByText(`${holiday.name} saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const affected = card.getByRole('region', { name: new RegExp(`^Bookings to call for "${escapeRegExp(holiday.name)}"`) });
    await expect(affected).toBeVisible();
    await expect(affected.getByText('Nothing was cancelled')).toBeVisible();
    const row = affected.getByRole('listitem').filter({ hasText: `${guest} Guest` });
    await expect(row).toContainText(`${dateText} · 7:00 PM · 5 guests`);
    await expect(row.getByRole('link', { name: `Call ${guest} Guest at (612) 555-0161` })).toHaveAttribute('href', telHref('(612) 555-0161'));

    // The suggestion now reads as added, and the closure is in the upcoming list.
    await expect(card.getByRole('listitem').filter({ hasText: dateText }).getByText('Added')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: holiday.name })).toContainText('Closed');

    // Nothing was cancelled: the booking is as it was.
    const stored = (await (await page.request.get('/api/admin/reservations')).json()) as { id: number; status: string }[];
    expect(stored.find((entry) => entry.id === bookingId)?.status).toBe('confirmed');
    await affected.getByRole('button', { name: 'Done, hide the list' }).click();
    await expect(affected).toBeHidden();
  } finally {
    await removeExceptionsNamed(page, holiday.name);
    await page.request.delete(`/api/reservations/${bookingId}`);
  }
});

test('special hours added by hand over a dinner booking list it; then edited into a closure, and deleted after asking', async ({ page }) => {
  test.setTimeout(90_000);
  // Far ahead, where no other journey books, and within the 2 years an exception may reach (the
  // staff booking journey's closures take the months after these).
  const date = restaurantDate(370 + Math.floor(Math.random() * 180));
  const label = unique('Family wedding ');
  const renamed = `${label} (closed)`;
  const guest = unique('Mulu');
  const bookingId = await bookByPhone(page, date, '19:30', guest);

  try {
    await openSection(page, 'Settings');
    const card = exceptionsCard(page);
    await card.getByRole('button', { name: 'Add closure or special hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'New closure or special hours' });
    await dialog.getByLabel('Name').fill(label);
    await dialog.getByLabel('Start date').fill(date);
    await expect(dialog.getByLabel('End date')).toHaveValue(date);
    await dialog.getByRole('radio', { name: 'Open in special hours' }).check();
    await dialog.getByLabel('Opens').fill('11:00');
    await dialog.getByLabel('Closes').fill('10:00');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Closing time must be after opening time')).toBeVisible();
    await dialog.getByLabel('Closes').fill('15:00');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(toasts(page).getByText(`${label} saved`)).toBeVisible();
    const affected = card.getByRole('region', { name: /^Bookings to call for / });
    await expect(affected.getByRole('listitem').filter({ hasText: guest })).toContainText('7:30 PM');
    await expect(affected.getByRole('heading')).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    const row = card.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: label });
    await expect(row).toContainText('Special hours');
    await expect(row).toContainText('11:00 AM – 3:00 PM');

    // Edit: closed all day, with a new name. The same booking is listed again.
    await row.getByRole('button', { name: `Edit ${label}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${label}` });
    await expect(edit.getByLabel('Start date')).toHaveValue(date);
    await edit.getByRole('radio', { name: 'Closed all day' }).check();
    await expect(edit.getByLabel('Opens')).toBeHidden();
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toasts(page).getByText(`${renamed} saved`)).toBeVisible();
    await expect(card.getByRole('region', { name: new RegExp(`^Bookings to call for "${escapeRegExp(renamed)}"`) })).toContainText(guest);
    const closedRow = card.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: renamed });
    await expect(closedRow).toContainText('Closed');

    const stored = (await (await page.request.get('/api/admin/schedule-exceptions')).json()) as ScheduleExceptionDto[];
    expect(stored.find((entry) => entry.label === renamed)).toMatchObject({ startDate: date, endDate: date, closed: true, periods: [] });

    // Delete, after being asked; the day follows the weekly hours again.
    await closedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText(`${renamed} deleted`)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Upcoming' }).getByText(renamed)).toHaveCount(0);
    const day = (await (await page.request.get(`/api/admin/reservation-day?date=${date}`)).json()) as { open: boolean };
    expect(day.open).toBe(true);
  } finally {
    await removeExceptionsNamed(page, label);
    await removeExceptionsNamed(page, renamed);
    await page.request.delete(`/api/reservations/${bookingId}`);
  }
});

test('the booking settings are changed, previewed, saved, and put back', async ({ page }) => {
  test.setTimeout(90_000);
  const original = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettingsDto;

  try {
    await openSection(page, 'Settings');
    const card = page.getByRole('region', { name: 'Booking settings' });
    await card.getByLabel('On', { exact: true }).selectOption({ label: 'Friday' });
    const preview = card.getByRole('list', { name: 'Bookable times on Friday' });
    await expect(card.getByLabel('Slot interval')).toHaveValue(String(original.booking.slotIntervalMinutes));
    await card.getByLabel('Slot interval').selectOption({ label: '60 minutes' });
    await card.getByLabel('Last seating').fill('60');
    // Friday's hours (11:00 AM to 10:00 PM when seeded) every hour, the last an hour before closing.
    const expected = slotGrid(original.weeklyHours.friday.periods, { slotIntervalMinutes: 60, lastSeatingMinutes: 60 });
    await expect(preview.getByRole('listitem')).toHaveCount(expected.length);
    await expect(preview.getByRole('listitem').last()).toHaveText(formatClock(expected.at(-1)!));

    await card.getByLabel('Pacing per slot').fill('16');
    await card.getByLabel('Daily guest capacity').fill('120');
    await card.getByRole('button', { name: 'Save booking settings' }).click();
    await expect(toasts(page).getByText('Booking settings saved')).toBeVisible();

    await page.reload();
    await expect(card.getByLabel('Pacing per slot')).toHaveValue('16');
    const site = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
    expect(site.booking).toMatchObject({ slotIntervalMinutes: 60, lastSeatingMinutes: 60, pacingGuestsPerSlot: 16, dailyGuestCapacity: 120 });
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: { booking: original.booking } });
    expect(restored.status()).toBe(200);
  }
});

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** "Thu, Jan 7, 2027", as the back office writes a date. */
function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('with Confirm by email on, a diner is asked to confirm by the emailed link, and confirming keeps the table', async ({ page, browser }) => {
  test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
  test.setTimeout(90_000);
  const original = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettingsDto;
  const diner = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await openSection(page, 'Settings');
    const card = page.getByRole('region', { name: 'Booking settings' });
    const confirmByEmail = card.getByRole('switch', { name: 'Confirm by email' });
    await expect(confirmByEmail).not.toBeChecked();
    await confirmByEmail.click();
    await card.getByRole('button', { name: 'Save booking settings' }).click();
    await expect(toasts(page).getByText('Booking settings saved')).toBeVisible();

    const dinerPage = await diner.newPage();
    await dinerPage.goto('/reservations');
    await pickDate(dinerPage, await openDayFrom(page, 20));
    const time = dinerPage.getByLabel('Time');
    await expect(time).toBeEnabled();
    await time.selectOption({ index: 1 });
    await dinerPage.getByLabel('First name').fill('Meron');
    await dinerPage.getByLabel('Last name').fill('Tesfaye');
    const email = `${unique('meron')}@diner.example`;
    await dinerPage.getByLabel('Email').fill(email);
    await dinerPage.getByLabel('Phone').fill('(612) 555-0166');
    await dinerPage.getByRole('button', { name: 'Reserve Table' }).click();
    // The panel says it; the toast says it too, so look in the page's main part only.
    const panel = dinerPage.getByRole('main');
    await expect(panel.getByText('One more step: confirm by email')).toBeVisible();
    await expect(panel.getByText(/confirm this reservation within 30 minutes, or the table is released/)).toBeVisible();

    // The link that confirms is only in the email: the panel does not offer it.
    await expect(dinerPage.getByRole('link', { name: 'View, change or cancel your reservation' })).toHaveCount(0);
    const [managePath] = await waitForMail(email, /\/reservations\/manage\/[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/);
    await dinerPage.goto(managePath);
    const hold = dinerPage.getByRole('heading', { name: 'Please confirm this reservation' });
    await expect(hold).toBeVisible();
    await dinerPage.getByRole('button', { name: 'Confirm my reservation' }).click();
    await expect(toasts(dinerPage).getByText('Your reservation is kept. We will confirm the table with you.')).toBeVisible();
    await expect(hold).toBeHidden();
    await expect(dinerPage.getByText('We will call or email you to confirm your table.')).toBeVisible();
  } finally {
    await diner.close();
    const restored = await page.request.put('/api/admin/settings', { data: { booking: original.booking } });
    expect(restored.status()).toBe(200);
  }
});

test('with the restaurant language set to Amharic, the new-booking alert to the restaurant is Amharic and the diner’s email stays English', async ({ page, playwright }) => {
  test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
  test.setTimeout(60_000);
  try {
    await openSection(page, 'Settings');
    const card = page.getByRole('region', { name: 'Restaurant language' });
    const language = card.getByLabel('Alerts to the restaurant');
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'አማርኛ' });
    await card.getByRole('button', { name: 'Save restaurant language' }).click();
    await expect(toasts(page).getByText('Restaurant language saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Restaurant language' }).getByLabel('Alerts to the restaurant')).toHaveValue('am');

    const email = `${unique('hana')}@diner.example`.toLowerCase();
    // A diner, not signed in: a booking from the owner's session would be a staff booking, which sends no alert.
    const diner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
    const booking = await diner.post('/api/reservations', {
      data: { firstName: 'Hana', lastName: 'Girma', email, phone: '(612) 555-0142', date: await quietOpenDay(page), time: '18:30', guests: 2 },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    await diner.dispose();

    const { business } = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
    const alert = await waitForDecodedMail(business.email, /^አዲስ ቦታ ማስያዝ፦ 2 እንግዶች፣ .+፣ 6:30 ከሰዓት$/, email);
    expect(alert.text).toMatch(/ቀን \d{4} ዓ\.ም\./);
    const toDiner = await waitForDecodedMail(email, /: we received your reservation request$/);
    expect(toDiner.text).toMatch(/^Hello Hana,/);
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: { restaurantLanguage: 'en' } });
    expect(restored.status()).toBe(200);
  }
});

/** The first date from `days` ahead that the restaurant's calendar has open for bookings. */
async function openDayFrom(page: Page, days: number): Promise<string> {
  for (let ahead = days; ahead < days + 14; ahead += 1) {
    const date = restaurantDate(ahead);
    const month = (await (await page.request.get(`/api/availability/month?month=${date.slice(0, 7)}`)).json()) as MonthAvailabilityDto;
    if (month.days.find((day) => day.date === date)?.bookable) return date;
  }
  throw new Error(`no bookable day from ${restaurantDate(days)}`);
}
