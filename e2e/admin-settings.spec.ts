import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { telHref } from '@shared/business-info';
import type { Weekday } from '@shared/constants';
import { ethiopianHolidaysBetween } from '@shared/ethiopian-holidays';
import type { MonthAvailabilityDto, ScheduleExceptionDto } from '@shared/schemas/schedule';
import type { AdminSettingsDto, SiteInfo } from '@shared/schemas/settings';
import { slotGrid } from '@shared/schedule';
import { formatClock, zonedMoment } from '@shared/time';
import { pickDate, quietOpenDay, restaurantDate } from './support/dates';
import { expect, openSection, signInThroughApi, test, toasts, unique } from './support/own-server';

/*
 * The open/closed override and the settings are global: one row each in the database. These
 * journeys run on a server of their own (e2e/support/own-server.ts), so no journey on the shared
 * server sees them change; the worker's journeys take turns on it, and each one puts back what it
 * changed, in a finally block.
 */

function operations(page: Page) {
  return page.getByRole('region', { name: 'Restaurant Operations' });
}

test('the owner saves a business detail, one day of the weekly hours split into lunch and dinner, and previewed booking settings; wrong values are refused on their fields', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
    expect(site.weeklyHours[day]).toEqual({
      closed: false,
      periods: [
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '24:00' },
      ],
    });

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

    // The booking settings: Friday's bookable times are previewed as they change.
    const booking = page.getByRole('region', { name: 'Booking settings' });
    await booking.getByLabel('On', { exact: true }).selectOption({ label: 'Friday' });
    const preview = booking.getByRole('list', { name: 'Bookable times on Friday' });
    await expect(booking.getByLabel('Slot interval')).toHaveValue(String(original.booking.slotIntervalMinutes));
    await booking.getByLabel('Slot interval').selectOption({ label: '60 minutes' });
    await booking.getByLabel('Last seating').fill('60');
    // Friday's hours (11:00 AM to 10:00 PM when seeded) every hour, the last an hour before closing.
    const expected = slotGrid(original.weeklyHours.friday.periods, { slotIntervalMinutes: 60, lastSeatingMinutes: 60 });
    await expect(preview.getByRole('listitem')).toHaveCount(expected.length);
    await expect(preview.getByRole('listitem').last()).toHaveText(formatClock(expected.at(-1)!));

    await booking.getByLabel('Pacing per slot').fill('16');
    await booking.getByLabel('Daily guest capacity').fill('120');
    await booking.getByRole('button', { name: 'Save booking settings' }).click();
    await expect(toasts(page).getByText('Booking settings saved')).toBeVisible();

    await page.reload();
    await expect(booking.getByLabel('Pacing per slot')).toHaveValue('16');
    const afterBooking = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
    expect(afterBooking.booking).toMatchObject({
      slotIntervalMinutes: 60,
      lastSeatingMinutes: 60,
      pacingGuestsPerSlot: 16,
      dailyGuestCapacity: 120,
    });

    // Field errors land on their fields. The schema: closing before opening is refused before anything is sent.
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
    await booking.getByLabel('Smallest online party').fill('6');
    await booking.getByLabel('Largest online party').fill('4');
    await booking.getByRole('button', { name: 'Save booking settings' }).click();
    await expect(booking.getByText('The largest party must not be smaller than the smallest')).toBeVisible();
    await expect(booking.getByLabel('Largest online party')).toHaveAttribute('aria-invalid', 'true');

    // The server's answer (stubbed, to have a field error it sends): its field error, keyed
    // from the settings root, appears under the field it names.
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
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(toasts(page).getByText('Failed to save settings')).toBeVisible();
    await expect(business.getByLabel('Hall phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(business.getByText('Hall phone is required')).toBeVisible();
    await expect(business.getByLabel('Hall phone')).toBeFocused();
  } finally {
    const restored = await page.request.put('/api/admin/settings', {
      data: { businessInfo: original.businessInfo, weeklyHours: original.weeklyHours, booking: original.booking },
    });
    expect(restored.status()).toBe(200);
  }
});

test('staff see the settings read-only with the reason, close the restaurant by hand, the public header says CLOSED, and automatic mode comes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
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

    const card = operations(staffPage);
    const manualSwitch = card.getByRole('switch', { name: 'Manual override' });
    await expect(manualSwitch).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Closed now' })).toBeEnabled();

    const business = staffPage.getByRole('region', { name: 'Business details' });
    await expect(business.getByLabel('Restaurant name')).toBeDisabled();
    await expect(business.getByRole('button', { name: 'Save business details' })).toBeDisabled();
    await expect(
      staffPage.getByRole('region', { name: 'Weekly hours' }).getByRole('button', { name: 'Save weekly hours' }),
    ).toBeDisabled();
    await expect(
      staffPage.getByRole('region', { name: 'Booking settings' }).getByLabel('Pacing per slot'),
    ).toBeDisabled();
    await expect(
      staffPage
        .getByRole('region', { name: 'Booking settings' })
        .getByRole('button', { name: 'Save booking settings' }),
    ).toBeDisabled();
    // The closures are there to read; adding one is for managers.
    const exceptions = staffPage.getByRole('region', { name: 'Closures and special hours' });
    await expect(exceptions.getByRole('heading', { name: 'Ethiopian holidays' })).toBeVisible();
    await expect(exceptions.getByRole('button', { name: 'Add closure or special hours' })).toBeDisabled();
    await expect(exceptions.getByRole('button', { name: /^Add closure for / }).first()).toBeDisabled();
    await expect(staffPage.getByRole('switch', { name: 'Online reservations' })).toBeDisabled();
    // The email outbox is for managers: staff get the note instead of the list.
    await expect(staffPage.getByRole('region', { name: 'Email delivery' }).getByRole('note')).toHaveText(
      'Only admins and managers can do this',
    );

    // The open/closed switch is theirs to use.
    await expect(card.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await card.getByRole('button', { name: 'Closed now' }).click();
    await expect(toasts(staffPage).getByText('Manual Override Enabled')).toBeVisible();
    await expect(toasts(staffPage).getByText('The restaurant is set to CLOSED.')).toBeVisible();
    await expect(card.getByText('MANUAL', { exact: true })).toBeVisible();
    await expect(card.getByText('CLOSED', { exact: true })).toBeVisible();
    await expect(manualSwitch).toBeChecked();
    await expect(card.getByRole('button', { name: 'Closed now' })).toHaveAttribute('aria-pressed', 'true');

    // The public site: the server may serve settings cached for a few seconds.
    const site = await context.newPage();
    await expect(async () => {
      await site.goto('/about');
      await expect(site.getByRole('banner').getByRole('status')).toHaveText('CLOSED', { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await site.close();

    // While manual, the switch returns to automatic.
    await manualSwitch.click();
    await expect(toasts(staffPage).getByText('Automatic Mode Enabled')).toBeVisible();
    await expect(toasts(staffPage).getByText(/follow the weekly hours: .*Monday/)).toBeVisible();
    await expect(card.getByText('AUTO', { exact: true })).toBeVisible();
    await expect(manualSwitch).not.toBeChecked();

    // While automatic, the switch sets the opposite of the current state by hand.
    const status = (await (await staffPage.request.get('/api/restaurant-status')).json()) as { isOpen: boolean };
    await manualSwitch.click();
    await expect(
      toasts(staffPage).getByText(`The restaurant is set to ${status.isOpen ? 'CLOSED' : 'OPEN'}.`),
    ).toBeVisible();
    await expect(card.getByText(status.isOpen ? 'CLOSED' : 'OPEN', { exact: true })).toBeVisible();
    await manualSwitch.click();
    await expect(toasts(staffPage).getByText('Automatic Mode Enabled')).toBeVisible();
    await expect(card.getByText('AUTO', { exact: true })).toBeVisible();
  } finally {
    await context.close();
    const restored = await page.request.post('/api/admin/restaurant-status', { data: { mode: 'automatic' } });
    expect(restored.status()).toBe(200);
  }
});

/** A staff booking through the API (past any warning), to see it listed when its day closes. */
async function bookByPhone(page: Page, date: string, time: string, firstName: string, guests = 4) {
  const response = await page.request.post('/api/reservations', {
    data: {
      firstName,
      lastName: 'Guest',
      email: `${firstName.toLowerCase()}@phone.example`,
      phone: '(612) 555-0161',
      date,
      time,
      guests,
      status: 'confirmed',
      confirmWarnings: true,
    },
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

test('closures: an Ethiopian holiday from its suggestion, and special hours added by hand, then edited into a closure and deleted after asking; the bookings on those days are listed to call, not cancelled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The first holiday after today: a whole day ahead, so it can be closed from the suggestion.
  const holiday = ethiopianHolidaysBetween(restaurantDate(1), restaurantDate(364))[0]!;
  const holidayGuest = unique('Tigist');
  // More than a year ahead, apart from the holiday, and within the 2 years an exception may reach.
  const date = restaurantDate(370 + Math.floor(Math.random() * 180));
  const label = unique('Family wedding ');
  const renamed = `${label} (closed)`;
  const guest = unique('Mulu');
  const bookingIds = [
    await bookByPhone(page, holiday.date, '19:00', holidayGuest, 5),
    await bookByPhone(page, date, '19:30', guest),
  ];

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
    const holidayCalls = card.getByRole('region', {
      name: new RegExp(`^Bookings to call for "${escapeRegExp(holiday.name)}"`),
    });
    await expect(holidayCalls).toBeVisible();
    await expect(holidayCalls.getByText('Nothing was cancelled')).toBeVisible();
    const holidayRow = holidayCalls.getByRole('listitem').filter({ hasText: `${holidayGuest} Guest` });
    await expect(holidayRow).toContainText(`${dateText} · 7:00 PM · 5 guests`);
    await expect(
      holidayRow.getByRole('link', { name: `Call ${holidayGuest} Guest at (612) 555-0161` }),
    ).toHaveAttribute('href', telHref('(612) 555-0161'));

    // The suggestion now reads as added, and the closure is in the upcoming list.
    await expect(card.getByRole('listitem').filter({ hasText: dateText }).getByText('Added')).toBeVisible();
    await expect(
      card.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: holiday.name }),
    ).toContainText('Closed');

    // Nothing was cancelled: the booking is as it was.
    const stored = (await (await page.request.get('/api/admin/reservations')).json()) as {
      id: number;
      status: string;
    }[];
    expect(stored.find((entry) => entry.id === bookingIds[0])?.status).toBe('confirmed');
    await holidayCalls.getByRole('button', { name: 'Done, hide the list' }).click();
    await expect(holidayCalls).toBeHidden();

    // Special hours by hand, over a dinner booking.
    await card.getByRole('button', { name: 'Add closure or special hours' }).click();
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
    await expect(
      card.getByRole('region', { name: new RegExp(`^Bookings to call for "${escapeRegExp(renamed)}"`) }),
    ).toContainText(guest);
    const closedRow = card.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: renamed });
    await expect(closedRow).toContainText('Closed');

    const exceptions = (await (
      await page.request.get('/api/admin/schedule-exceptions')
    ).json()) as ScheduleExceptionDto[];
    expect(exceptions.find((entry) => entry.label === renamed)).toMatchObject({
      startDate: date,
      endDate: date,
      closed: true,
      periods: [],
    });

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
    for (const name of [holiday.name, label, renamed]) await removeExceptionsNamed(page, name);
    for (const id of bookingIds) await page.request.delete(`/api/reservations/${id}`);
  }
});

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** "Thu, Jan 7, 2027", as the back office writes a date. */
function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the restaurant language and Confirm by email shape the booking emails: an Amharic alert to the restaurant beside the diner’s English email, then a diner confirming by the emailed link keeps the table', async ({
  page,
  browser,
  playwright,
  baseURL,
  ownServer,
}) => {
  test.setTimeout(180_000);
  const { mailbox } = ownServer;
  const original = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettingsDto;
  const diner = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    // With the restaurant language set to Amharic, the new-booking alert to the restaurant is Amharic.
    await openSection(page, 'Settings');
    const languageCard = page.getByRole('region', { name: 'Restaurant language' });
    const language = languageCard.getByLabel('Alerts to the restaurant');
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'አማርኛ' });
    await languageCard.getByRole('button', { name: 'Save restaurant language' }).click();
    await expect(toasts(page).getByText('Restaurant language saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Restaurant language' }).getByLabel('Alerts to the restaurant'),
    ).toHaveValue('am');

    const hanaEmail = `${unique('hana')}@diner.example`.toLowerCase();
    // A diner, not signed in: a booking from the owner's session would be a staff booking, which sends no alert.
    const api = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const booking = await api.post('/api/reservations', {
      data: {
        firstName: 'Hana',
        lastName: 'Girma',
        email: hanaEmail,
        phone: '(612) 555-0142',
        date: await quietOpenDay(page),
        time: '18:30',
        guests: 2,
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    await api.dispose();

    const { business } = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
    const alert = await mailbox.waitForDecodedMail(business.email, /^አዲስ ቦታ ማስያዝ፦ 2 እንግዶች፣ .+፣ 6:30 ከሰዓት$/, hanaEmail);
    expect(alert.text).toMatch(/ቀን \d{4} ዓ\.ም\./);
    // The diner's email stays English.
    const toHana = await mailbox.waitForDecodedMail(hanaEmail, /: we received your reservation request$/);
    expect(toHana.text).toMatch(/^Hello Hana,/);

    // With Confirm by email on, a diner is asked to confirm by the emailed link.
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
    const [managePath] = await mailbox.waitForMail(email, /\/reservations\/manage\/[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/);
    await dinerPage.goto(managePath);
    const hold = dinerPage.getByRole('heading', { name: 'Please confirm this reservation' });
    await expect(hold).toBeVisible();
    await dinerPage.getByRole('button', { name: 'Confirm my reservation' }).click();
    await expect(
      toasts(dinerPage).getByText('Your reservation is kept. We will confirm the table with you.'),
    ).toBeVisible();
    await expect(hold).toBeHidden();
    await expect(dinerPage.getByText('We will call or email you to confirm your table.')).toBeVisible();
  } finally {
    await diner.close();
    const restored = await page.request.put('/api/admin/settings', {
      data: { booking: original.booking, restaurantLanguage: original.restaurantLanguage },
    });
    expect(restored.status()).toBe(200);
  }
});

/** The first date from `days` ahead that the restaurant's calendar has open for bookings. */
async function openDayFrom(page: Page, days: number): Promise<string> {
  for (let ahead = days; ahead < days + 14; ahead += 1) {
    const date = restaurantDate(ahead);
    const month = (await (
      await page.request.get(`/api/availability/month?month=${date.slice(0, 7)}`)
    ).json()) as MonthAvailabilityDto;
    if (month.days.find((day) => day.date === date)?.bookable) return date;
  }
  throw new Error(`no bookable day from ${restaurantDate(days)}`);
}
