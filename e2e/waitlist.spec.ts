import type { APIRequestContext } from '@playwright/test';
import type { ReservationDayGuests } from '@shared/schemas/reservation';
import type { SiteInfo } from '@shared/schemas/settings';
import { expect, signedOutContext, test, unique } from './support/admin';
import { pickDate, quietOpenDay } from './support/dates';
import { hasMailbox, waitForMail } from './support/mailbox';

const OFFER_PATH = /\/reservations\/waitlist\/[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/;

/** Staff fill the date's seats by phone: tables of up to 20 and, last, one of 2; answers the tables. */
async function fillDate(request: APIRequestContext, date: string): Promise<{ id: number; guests: number }[]> {
  const [day, site] = await Promise.all([request.get(`/api/reservations?date=${date}`), request.get('/api/site-info')]);
  expect(day.status(), await day.text()).toBe(200);
  const booked = ((await day.json()) as ReservationDayGuests[]).reduce((sum, row) => sum + row.guests, 0);
  const capacity = ((await site.json()) as SiteInfo).booking.dailyGuestCapacity;
  const sizes: number[] = [];
  for (let left = capacity - booked - 2; left > 0; left -= 20) sizes.push(Math.min(20, left));
  const times = ['17:00', '18:00', '19:00', '20:00', '21:00'];
  const tables: { id: number; guests: number }[] = [];
  for (const [index, guests] of [...sizes, 2].entries()) {
    const response = await request.post('/api/reservations', {
      data: {
        firstName: 'Hall',
        lastName: unique('Party'),
        email: `${unique('party').toLowerCase()}@guests.example`,
        phone: '(612) 555-0150',
        date,
        time: times[index % times.length],
        guests,
        status: 'confirmed',
        confirmWarnings: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    tables.push({ id: ((await response.json()) as { id: number }).id, guests });
  }
  return tables;
}

/** Staff cancel a table, as when a party calls off. */
async function cancelTable(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.put(`/api/reservations/${id}`, { data: { status: 'cancelled' } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a diner on a full date joins the waitlist, is emailed when a table opens, and says no thanks', async ({
  page,
  browser,
}) => {
  test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
  const date = await quietOpenDay(page);
  const tables = await fillDate(page.request, date);
  // Room for two is left: the date can be chosen, but not for four.
  await cancelTable(page.request, tables.find((table) => table.guests === 2)!.id);
  const email = `${unique('waiting').toLowerCase()}@diner.example`;

  // The diner finds no time for four and asks to be told.
  const diner = await signedOutContext(browser);
  const dinerPage = await diner.newPage();
  await dinerPage.goto('/reservations');
  await pickDate(dinerPage, date);
  await dinerPage.getByLabel('Guests').selectOption({ label: '4 Guests' });
  await dinerPage.getByRole('button', { name: 'Tell me if a table opens' }).click();
  const dialog = dinerPage.getByRole('dialog', { name: 'Tell me if a table opens' });
  await dialog.getByLabel('Name').fill(`Hirut ${unique('Bekele')}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('(612) 555-0123');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();

  // Staff cancel a table: the diner is emailed a link to it.
  await cancelTable(page.request, tables.find((table) => table.guests >= 4)!.id);
  const [offerPath] = await waitForMail(email, OFFER_PATH);

  await dinerPage.goto(offerPath);
  await expect(dinerPage.getByRole('heading', { name: 'A table has opened' })).toBeVisible();
  await dinerPage.getByRole('button', { name: 'No thanks, take me off the waitlist' }).click();
  await expect(dinerPage.getByRole('heading', { name: 'You have left the waitlist' })).toBeFocused();
  await expect(dinerPage.getByText('We will not email you about tables on this date again.')).toBeVisible();

  // The link says so from now on, and books nothing.
  await dinerPage.reload();
  await expect(dinerPage.getByRole('heading', { name: 'You have left the waitlist' })).toBeVisible();
  await expect(dinerPage.getByRole('button', { name: 'Book this table' })).toHaveCount(0);
  await diner.close();
});
