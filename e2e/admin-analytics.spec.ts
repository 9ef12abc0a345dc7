import type { SiteInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';
import { expect, openSection, test, unique } from './support/admin';

const tableDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

test('a booking made for today shows in the bookings chart, with a spoken summary and the same day in the table; Orders opens the kitchen board', async ({
  page,
}) => {
  const { timeZone } = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
  // The chart covers the last 30 days up to today (shared/analytics.ts), so the booking is for today:
  // staff may book today at any time, without the public lead time.
  const today = zonedMoment(timeZone).date;
  const firstName = unique('Chart');
  const booking = await page.request.post('/api/reservations', {
    data: {
      firstName,
      lastName: 'Tesfaye',
      email: `${firstName.toLowerCase()}@diner.example`,
      phone: '(612) 555-0142',
      date: today,
      time: '20:00',
      guests: 2,
      status: 'confirmed',
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  await openSection(page, 'Analytics');
  const panel = page.getByRole('region', { name: 'Bookings and covers' });
  const chart = panel.getByRole('img', { name: /^Bar chart of bookings and covers per day\./ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/bookings [1-9]\d*, covers [1-9]\d*\. Busiest day: /);

  await panel.getByText('Show as table').click();
  const table = panel.getByRole('table', { name: 'Bookings and covers per day, last 30 days' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: tableDate.format(new Date(`${today}T00:00:00Z`)), exact: true }),
  });
  await expect(row).toHaveCount(1);
  const [bookings, covers] = await row.getByRole('cell').allInnerTexts();
  expect(Number(bookings)).toBeGreaterThanOrEqual(1);
  expect(Number(covers)).toBeGreaterThanOrEqual(2);

  // The status breakdown says the same in words and numbers.
  const statuses = page.getByRole('region', { name: 'Reservations by status' });
  await expect(
    statuses.getByRole('img', { name: /^Reservations by status: \d+ pending, [1-9]\d* confirmed/ }),
  ).toBeVisible();
  await expect(statuses.getByRole('rowheader', { name: 'Confirmed' })).toBeVisible();

  await openSection(page, 'Orders');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  for (const column of ['New', 'In the kitchen', 'Ready'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${column}`) })).toBeVisible();
});
