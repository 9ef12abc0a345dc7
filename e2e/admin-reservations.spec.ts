import type { Page } from '@playwright/test';
import { expect, openSection, signedOutContext, test, toasts, unique } from './support/admin';
import { seriousViolations } from './support/axe';
import { pickDate, restaurantDate } from './support/dates';

/** Every test file shares one database: spread bookings over many days so no day fills up. */
function someDayAhead(from: number, to: number): string {
  return restaurantDate(from + Math.floor(Math.random() * (to - from)));
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('search', { name: 'Filter reservations' }).getByLabel('Search').fill(text);
}

test('a diner books online, staff find the booking and confirm it, and it stays confirmed', async ({
  page,
  browser,
}) => {
  const firstName = unique('Hirut');
  const lastName = 'Bekele';
  const name = `${firstName} ${lastName}`;

  // The diner, in their own browser without a staff session.
  const diner = await signedOutContext(browser);
  const dinerPage = await diner.newPage();
  await dinerPage.goto('/reservations');
  await pickDate(dinerPage, someDayAhead(10, 55));
  await dinerPage.getByLabel('Time').selectOption({ label: '7:00 PM' });
  await dinerPage.getByLabel('Guests').selectOption({ label: '3 Guests' });
  await dinerPage.getByLabel('First name').fill(firstName);
  await dinerPage.getByLabel('Last name').fill(lastName);
  await dinerPage.getByLabel('Email').fill(`${firstName.toLowerCase()}@diner.example`);
  await dinerPage.getByLabel('Phone').fill('(612) 555-0177');
  await dinerPage.getByRole('button', { name: 'Reserve Table' }).click();
  await expect(toasts(dinerPage).getByText('Reservation Confirmed!')).toBeVisible();
  await diner.close();

  // Staff at the host stand.
  await openSection(page, 'Reservations');
  await searchFor(page, firstName);
  const status = page.getByLabel(`Status for ${name}`);
  await expect(status).toHaveValue('pending');
  await expect(
    page.getByRole('list', { name: 'Reservations' }).getByText(`${firstName.toLowerCase()}@diner.example`),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reservations' }).getByText('7:00 PM')).toBeVisible();

  await status.selectOption({ label: 'Confirmed' });
  await expect(toasts(page).getByText('Reservation status updated')).toBeVisible();
  await expect(status).toHaveValue('confirmed');

  await page.reload();
  await searchFor(page, firstName);
  await expect(page.getByLabel(`Status for ${name}`)).toHaveValue('confirmed');
  await expect(page.getByLabel(`Status for ${name}`).locator('option:checked')).toHaveText('Confirmed');
});

test('staff take a booking by phone, look at it, change it and delete it', async ({ page }) => {
  const firstName = unique('Abebe');
  const lastName = 'Bikila';
  const name = `${firstName} ${lastName}`;
  const email = `${firstName.toLowerCase()}@phone.example`;
  const date = someDayAhead(10, 55);

  await openSection(page, 'Reservations');
  await expect(page.getByRole('list', { name: 'Reservation figures' }).getByText('Pending')).toBeVisible();

  await page.getByRole('button', { name: 'Add Reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Reservation' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('18:30');
  await dialog.getByLabel('Guests').fill('25');
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('(651) 555-0142');
  await dialog.getByLabel('Special requests (optional)').fill('Booth by the window');
  await dialog.getByLabel('Status').selectOption({ label: 'Confirmed' });
  // The diner spoke Amharic on the phone: their emails will be in Amharic.
  await expect(dialog.getByLabel('Their language')).toHaveValue('en');
  await dialog.getByLabel('Their language').selectOption({ label: 'አማርኛ' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Maximum 20 guests')).toBeVisible();
  await expect(dialog.getByLabel('Guests')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Guests').fill('6');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page).getByText('Reservation created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The form starts empty again next time.
  await page.getByRole('button', { name: 'Add Reservation' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Reservation' }).getByLabel('First name')).toHaveValue('');
  await page.getByRole('dialog', { name: 'Add New Reservation' }).getByRole('button', { name: 'Cancel' }).click();

  await searchFor(page, firstName);
  await expect(page.getByLabel(`Status for ${name}`)).toHaveValue('confirmed');

  // Details: every field and when it was made.
  await page.getByRole('button', { name: `View reservation for ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Reservation Details' });
  await expect(details).toBeVisible();
  for (const text of [
    email,
    '(651) 555-0142',
    '6:30 PM',
    '6 guests',
    'Booth by the window',
    'Confirmed',
    'አማርኛ',
    'Created',
  ]) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Edit: a bigger party. Meanwhile another host marks the booking completed: the edit keeps that.
  await page.getByRole('button', { name: `Edit reservation for ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Reservation' });
  await expect(edit.getByLabel('Guests')).toHaveValue('6');
  await expect(edit.getByLabel('Time')).toHaveValue('18:30');
  await expect(edit.getByLabel('Their language')).toHaveValue('am');
  const booked = (
    (await (await page.request.get('/api/admin/reservations')).json()) as { id: number; email: string }[]
  ).find((booking) => booking.email === email)!;
  expect((await page.request.put(`/api/reservations/${booked.id}`, { data: { status: 'completed' } })).status()).toBe(
    200,
  );
  await edit.getByLabel('Guests').fill('8');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Reservation updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('list', { name: 'Reservations' }).getByText('8 guests')).toBeVisible();

  const stored = (await (await page.request.get('/api/admin/reservations')).json()) as { email: string }[];
  expect(stored.find((booking) => booking.email === email)).toMatchObject({
    date,
    time: '18:30',
    guests: 8,
    status: 'completed',
    requests: 'Booth by the window',
    language: 'am',
  });

  // Delete, after being asked.
  await page.getByRole('button', { name: `Delete reservation for ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Reservation deleted successfully')).toBeVisible();

  // Nothing matches the search any more.
  await expect(page.getByText('No reservations found')).toBeVisible();
  await expect(page.getByText('No reservations match your current filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add First Reservation' })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a full day is refused and the dialog says so', async ({ page }) => {
  // A day far ahead that only this test fills (staff bookings have no horizon).
  const date = restaurantDate(400 + Math.floor(Math.random() * 2000));
  const filler = unique('Full');
  const ids: number[] = [];
  for (let index = 0; index < 4; index++) {
    // Past the slot's pacing: staff confirm, as the dialog's "Book anyway" does.
    const response = await page.request.post('/api/reservations', {
      data: {
        firstName: filler,
        lastName: 'Party',
        email: `${filler.toLowerCase()}@phone.example`,
        phone: '(612) 555-0100',
        date,
        time: '19:00',
        guests: 20,
        status: 'confirmed',
        confirmWarnings: true,
      },
    });
    if (response.status() === 201) ids.push(((await response.json()) as { id: number }).id);
  }

  try {
    await openSection(page, 'Reservations');
    await page.getByRole('button', { name: 'Add Reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Reservation' });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Time').fill('12:00');
    await dialog.getByLabel('Guests').fill('2');
    await dialog.getByLabel('First name').fill(unique('Late'));
    await dialog.getByLabel('Last name').fill('Caller');
    await dialog.getByLabel('Email').fill('late.caller@phone.example');
    await dialog.getByLabel('Phone').fill('(612) 555-0199');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // The open dialog hides the rest of the page from the accessibility tree, the toast region too.
    await expect(toasts(page).getByText('Failed to create reservation')).toBeVisible();
    // The day's capacity is a hard limit: no "Book anyway", the refusal stays in the dialog.
    await expect(dialog.getByRole('alert').filter({ hasText: 'Fully booked' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  } finally {
    for (const id of ids) await page.request.delete(`/api/reservations/${id}`);
  }
});

/** A staff booking through the API, past any warning, as the setting for the day view. */
async function bookByPhone(page: Page, data: { date: string; time: string; guests: number; firstName: string }) {
  const response = await page.request.post('/api/reservations', {
    data: {
      ...data,
      lastName: 'Guest',
      email: `${data.firstName.toLowerCase()}@phone.example`,
      phone: '(612) 555-0133',
      status: 'confirmed',
      confirmWarnings: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("the day view shows each booking's guests in the slot it starts in, against the pacing, and the day against its capacity", async ({
  page,
}) => {
  // A day far ahead that only this test books (staff bookings have no horizon).
  const date = restaurantDate(400 + Math.floor(Math.random() * 2000));
  const name = unique('Selam');
  const ids = [
    await bookByPhone(page, { date, time: '19:00', guests: 6, firstName: name }),
    await bookByPhone(page, { date, time: '19:10', guests: 4, firstName: name }),
    // Before the first slot: staff may, and the day view lists it apart.
    await bookByPhone(page, { date, time: '10:00', guests: 2, firstName: name }),
  ];

  try {
    await openSection(page, 'Reservations');
    await page.getByRole('tab', { name: 'Day view' }).click();
    await page.getByLabel('Day', { exact: true }).fill(date);
    const day = page.getByRole('tabpanel', { name: 'Day view' });
    await expect(day.getByRole('heading', { name: formatCalendarDate(date) })).toBeVisible();
    await expect(day.getByText(/^Open 11:00 AM – /)).toBeVisible();

    const slots = day.getByRole('list', { name: 'Guests per slot' });
    const seven = slots.getByRole('listitem').filter({ hasText: '7:00 PM' });
    await expect(seven.getByRole('meter', { name: '7:00 PM' })).toHaveAttribute('aria-valuenow', '10');
    await expect(seven.getByText('10 / 24')).toBeVisible();
    await expect(seven.getByText('2 bookings')).toBeVisible();
    await expect(slots.getByRole('meter', { name: '6:30 PM' })).toHaveAttribute('aria-valuenow', '0');
    await expect(day.getByRole('meter', { name: 'Guests this day' })).toHaveAttribute(
      'aria-valuetext',
      '12 of 80 guests',
    );
    await expect(day.getByText('12 / 80')).toBeVisible();
    await expect(day.getByRole('list', { name: 'Outside the slots' })).toContainText('10:00 AM · 2 guests');
    expect(await seriousViolations(page)).toEqual([]);

    // The next day is empty; a change made meanwhile shows when staff come back to this one.
    await day.getByRole('button', { name: 'Next day' }).click();
    await expect(day.getByRole('meter', { name: 'Guests this day' })).toHaveAttribute('aria-valuenow', '0');
    await page.request.delete(`/api/reservations/${ids.shift()}`);
    await day.getByRole('button', { name: 'Previous day' }).click();
    await expect(day.getByRole('heading', { name: formatCalendarDate(date) })).toBeVisible();
    await expect(slots.getByRole('meter', { name: '7:00 PM' })).toHaveAttribute('aria-valuenow', '4');

    // After a booking made in the back office, the day view is read again.
    await page.getByRole('button', { name: 'Add Reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Reservation' });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Time').fill('18:30');
    await dialog.getByLabel('Guests').fill('3');
    await dialog.getByLabel('First name').fill(name);
    await dialog.getByLabel('Last name').fill('Guest');
    await dialog.getByLabel('Email').fill(`${name.toLowerCase()}@phone.example`);
    await dialog.getByLabel('Phone').fill('(612) 555-0134');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toasts(page).getByText('Reservation created successfully')).toBeVisible();
    await expect(slots.getByRole('meter', { name: '6:30 PM' })).toHaveAttribute('aria-valuenow', '3');
  } finally {
    const stored = (await (await page.request.get('/api/admin/reservations')).json()) as {
      id: number;
      firstName: string;
    }[];
    for (const booking of stored.filter((entry) => entry.firstName === name))
      await page.request.delete(`/api/reservations/${booking.id}`);
  }
});

test('a staff booking on a closed date asks first, says why, and goes through with Book anyway', async ({ page }) => {
  // Far ahead, and within the 2 years a closure may reach; the settings journey's closures take the months before.
  const date = restaurantDate(550 + Math.floor(Math.random() * 175));
  const label = unique('Family wedding ');
  const created = await page.request.post('/api/admin/schedule-exceptions', {
    data: { startDate: date, endDate: date, closed: true, label },
  });
  expect(created.status(), await created.text()).toBe(201);
  const exceptionId = ((await created.json()) as { exception: { id: number } }).exception.id;
  const firstName = unique('Hanna');

  try {
    await openSection(page, 'Reservations');
    await page.getByRole('button', { name: 'Add Reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Reservation' });
    await dialog.getByLabel('Date').fill(date);
    await expect(dialog.getByText(`Closed: ${label}`)).toBeVisible();
    await dialog.getByLabel('Time').fill('19:00');
    await dialog.getByLabel('Guests').fill('4');
    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name').fill('Girma');
    await dialog.getByLabel('Email').fill(`${firstName.toLowerCase()}@phone.example`);
    await dialog.getByLabel('Phone').fill('(612) 555-0188');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Book anyway?' });
    await expect(confirm).toContainText('The website would not take this booking:');
    await expect(confirm).toContainText(`(${label})`);
    await expect(confirm.getByRole('button', { name: 'Go back' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // Going back books nothing and keeps the form as it was.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByLabel('First name')).toHaveValue(firstName);
    const before = (await (await page.request.get('/api/admin/reservations')).json()) as { firstName: string }[];
    expect(before.some((booking) => booking.firstName === firstName)).toBe(false);

    await dialog.getByRole('button', { name: 'Create' }).click();
    await confirm.getByRole('button', { name: 'Book anyway' }).click();
    await expect(toasts(page).getByText('Reservation created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = (await (await page.request.get('/api/admin/reservations')).json()) as {
      firstName: string;
      date: string;
      time: string;
      guests: number;
    }[];
    expect(after.find((booking) => booking.firstName === firstName)).toMatchObject({ date, time: '19:00', guests: 4 });
  } finally {
    const stored = (await (await page.request.get('/api/admin/reservations')).json()) as {
      id: number;
      firstName: string;
    }[];
    for (const booking of stored.filter((entry) => entry.firstName === firstName))
      await page.request.delete(`/api/reservations/${booking.id}`);
    await page.request.delete(`/api/admin/schedule-exceptions/${exceptionId}`);
  }
});

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
