import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openSection, signedOutContext, test, toasts, unique } from './support/admin';
import { restaurantDate } from './support/dates';

/** Every spec shares one database: spread bookings over many days so no day fills up. */
function someDayAhead(from: number, to: number): string {
  return restaurantDate(from + Math.floor(Math.random() * (to - from)));
}

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('search', { name: 'Filter reservations' }).getByLabel('Search').fill(text);
}

test('a diner books online, staff find the booking and confirm it, and it stays confirmed', async ({ page, browser }) => {
  test.slow(); // two browsers: the diner's and the host stand's
  const firstName = unique('Hirut');
  const lastName = 'Bekele';
  const name = `${firstName} ${lastName}`;

  // The diner, in their own browser without a staff session.
  const diner = await signedOutContext(browser);
  const dinerPage = await diner.newPage();
  await dinerPage.goto('/reservations');
  await dinerPage.getByLabel('Date').fill(someDayAhead(10, 55));
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
  await expect(page.getByRole('list', { name: 'Reservations' }).getByText(`${firstName.toLowerCase()}@diner.example`)).toBeVisible();
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
  test.slow(); // the whole life of a booking, with accessibility checks of both dialogs
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
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Maximum 20 guests')).toBeVisible();
  await expect(dialog.getByLabel('Guests')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yIssues(page);

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
  for (const text of [email, '(651) 555-0142', '6:30 PM', '6 guests', 'Booth by the window', 'Confirmed', 'Created']) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yIssues(page);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Edit: a bigger party. Meanwhile another host marks the booking completed: the edit keeps that.
  await page.getByRole('button', { name: `Edit reservation for ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Reservation' });
  await expect(edit.getByLabel('Guests')).toHaveValue('6');
  await expect(edit.getByLabel('Time')).toHaveValue('18:30');
  const booked = ((await (await page.request.get('/api/admin/reservations')).json()) as { id: number; email: string }[]).find((booking) => booking.email === email)!;
  expect((await page.request.put(`/api/reservations/${booked.id}`, { data: { status: 'completed' } })).status()).toBe(200);
  await edit.getByLabel('Guests').fill('8');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Reservation updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('list', { name: 'Reservations' }).getByText('8 guests')).toBeVisible();

  const stored = (await (await page.request.get('/api/admin/reservations')).json()) as { email: string }[];
  expect(stored.find((booking) => booking.email === email)).toMatchObject({ date, time: '18:30', guests: 8, status: 'completed', requests: 'Booth by the window' });

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
    const response = await page.request.post('/api/reservations', {
      data: { firstName: filler, lastName: 'Party', email: `${filler.toLowerCase()}@phone.example`, phone: '(612) 555-0100', date, time: '19:00', guests: 20, status: 'confirmed' },
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
    await expect(dialog.getByRole('alert').filter({ hasText: 'Fully booked' })).toBeVisible();
    await expect(dialog).toBeVisible();
  } finally {
    for (const id of ids) await page.request.delete(`/api/reservations/${id}`);
  }
});
