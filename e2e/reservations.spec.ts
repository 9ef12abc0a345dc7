import { expect, test, type Page } from '@playwright/test';
import { restaurantDate } from './support/dates';

async function fillDiner(page: Page, email: string) {
  await page.getByLabel('First name').fill('Hirut');
  await page.getByLabel('Last name').fill('Bekele');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(612) 555-0123');
}

test('a diner books a table: date, availability, slot, confirmation, and the booking is there for staff', async ({ page, request }, testInfo) => {
  const email = `hirut-${testInfo.project.name}-${Date.now()}@diner.example`;
  const date = restaurantDate(9);
  // The "checking" state lasts 300 ms: hold the page's clock so the test sees it every time.
  await page.clock.install();
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Table' })).toBeVisible();

  const time = page.getByLabel('Time');
  await expect(time).toBeDisabled();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByLabel('Date').fill(date);
  await expect(page.getByText('Checking availability...')).toBeVisible();
  // Resumed, not stepped: the availability answer arrives over the network at its own pace, and
  // a paused clock would also hold the timers that hand it to the page.
  await page.clock.resume();
  await expect(page.getByText(/Great availability|Limited availability/)).toBeVisible();

  await expect(time).toBeEnabled();
  await expect(time.getByRole('option', { name: '11:00 AM' })).toHaveCount(1);
  await expect(time.getByRole('option', { name: '9:30 PM' })).toHaveCount(1);
  await time.selectOption({ label: '7:00 PM' });
  await page.getByLabel('Guests').selectOption({ label: '4 Guests' });
  await fillDiner(page, email);
  await page.getByLabel('Special requests (optional)').fill('A quiet corner, please');
  await page.getByRole('button', { name: 'Reserve Table' }).click();

  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Reservation Confirmed!')).toBeVisible();
  await expect(toasts.getByText("We've received your reservation and will contact you shortly to confirm.")).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue('');

  // Staff see it, pending, exactly as booked.
  await request.post('/api/admin/login', { data: { username: 'owner', password: 'owner-password-123' } });
  const bookings = (await (await request.get('/api/admin/reservations')).json()) as { email: string }[];
  expect(bookings.find((booking) => booking.email === email)).toMatchObject({
    date,
    time: '19:00',
    guests: 4,
    status: 'pending',
    requests: 'A quiet corner, please',
  });

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the form checks the fields with the spec messages and offers 1 to 10 guests', async ({ page }) => {
  await page.goto('/reservations');
  const guests = page.getByLabel('Guests');
  await expect(guests).toHaveValue('2');
  await expect(guests.getByRole('option')).toHaveCount(10);
  await expect(guests.getByRole('option').first()).toHaveText('1 Guest');
  await page.getByRole('button', { name: 'Reserve Table' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Valid email is required', 'Valid phone number is required', 'Date is required', 'Time is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  const min = await page.getByLabel('Date').getAttribute('min');
  const max = await page.getByLabel('Date').getAttribute('max');
  expect(min).toBe(restaurantDate(0));
  expect(max).toBe(restaurantDate(60));
});
