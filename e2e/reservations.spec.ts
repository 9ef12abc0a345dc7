import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { MonthAvailabilityDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { calendar, calendarDay, dateInWords, openCalendarAt, restaurantDate } from './support/dates';

async function fillDiner(page: Page, email: string) {
  await page.getByLabel('First name').fill('Hirut');
  await page.getByLabel('Last name').fill('Bekele');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(612) 555-0123');
}

// The booking form and its date picker run on the phone too (playwright.config.ts).
test(
  'a diner books a table: date, availability, slot, confirmation, and the booking is there for staff',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const email = `hirut-${testInfo.project.name}-${Date.now()}@diner.example`;
    const date = restaurantDate(9);
    // The "checking" state lasts 300 ms: hold the page's clock so the test sees it every time.
    await page.clock.install();
    await page.goto('/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Table' })).toBeVisible();

    const time = page.getByLabel('Time');
    await expect(time).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Date\b/ })).toHaveText('Choose a date');
    const day = await openCalendarAt(page, date);
    await page.clock.pauseAt(Date.now() + 1000);
    await day.click();
    await expect(page.getByRole('button', { name: /^Date\b/ })).toHaveText(dateInWords(date));
    await expect(page.getByText('Checking availability...')).toBeVisible();
    // Resumed, not stepped: the availability answer arrives over the network at its own pace, and
    // a paused clock would also hold the timers that hand it to the page.
    await page.clock.resume();
    await expect(page.getByText(/Great availability|Limited availability/)).toBeVisible();

    await expect(time).toBeEnabled();
    await expect(time.getByRole('option', { name: '11:00 AM', exact: true })).toHaveCount(1);
    await time.selectOption({ label: '7:00 PM' });
    await page.getByLabel('Guests').selectOption({ label: '4 Guests' });
    await fillDiner(page, email);
    await page.getByLabel('Special requests (optional)').fill('A quiet corner, please');
    await page.getByRole('button', { name: 'Reserve Table' }).click();

    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Reservation Confirmed!')).toBeVisible();
    await expect(
      toasts.getByText("We've received your reservation and will contact you shortly to confirm."),
    ).toBeVisible();
    // The success panel reads the booking back and offers its manage link; the form starts afresh after.
    await expect(page.getByRole('heading', { name: 'Reservation request received' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'View, change or cancel your reservation' })).toHaveAttribute(
      'href',
      /^\/reservations\/manage\/[A-Za-z0-9_-]{32}$/,
    );
    await page.getByRole('button', { name: 'Book another table' }).click();
    await expect(page.getByRole('button', { name: /^Date\b/ })).toHaveText('Choose a date');

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
  },
);

test('the form names each missing field in its own words, in English and in Amharic, next to the field; it offers the online party sizes and only the booking window', {
  tag: '@phone',
}, async ({ page, request }) => {
  const { booking } = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  await page.goto('/reservations');
  const guests = page.getByLabel('Guests');
  await expect(guests).toHaveValue('2');
  await expect(guests.getByRole('option')).toHaveCount(booking.maxPartySize - booking.minPartySize + 1);
  await expect(guests.getByRole('option').first()).toHaveText('1 Guest');
  await expect(page.getByText(`More than ${booking.maxPartySize} guests? Please call us`)).toBeVisible();
  await page.getByRole('button', { name: 'Reserve Table' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Valid phone number is required',
    'Date is required',
    'Time is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  // Today is the first day that can be chosen, the horizon the last; nothing outside them.
  const today = restaurantDate(0);
  await openCalendarAt(page, today);
  await expect(calendar(page).getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
  if (today.slice(8) !== '01') {
    await expect(calendarDay(page, restaurantDate(-1))).toBeDisabled();
    await expect(calendarDay(page, restaurantDate(-1))).toHaveAccessibleName(
      `${dateInWords(restaurantDate(-1))}, unavailable`,
    );
  }
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /^Date\b/ })).toBeFocused();

  const last = restaurantDate(booking.horizonDays);
  await openCalendarAt(page, last);
  await expect(calendar(page).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
  const after = restaurantDate(booking.horizonDays + 1);
  if (after.slice(0, 7) === last.slice(0, 7)) await expect(calendarDay(page, after)).toBeDisabled();

  // In Amharic, the empty form names each missing field in Amharic.
  await page.goto('/am/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'ጠረጴዛዎን ያስይዙ' })).toBeVisible();
  await page.getByRole('button', { name: 'ጠረጴዛ ያስይዙ' }).click();
  for (const [label, message] of [
    ['ስም', 'ስም ያስፈልጋል'],
    ['የአባት ስም', 'የአባት ስም ያስፈልጋል'],
    ['ኢሜይል', 'እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ'],
    ['ስልክ', 'እባክዎ ትክክለኛ ስልክ ቁጥር ያስገቡ'],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
  await expect(page.getByText('ቀን ያስፈልጋል')).toBeVisible();
  await expect(page.getByText('ሰዓት ያስፈልጋል')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/required|Valid|field\./);
});

test.describe('a visitor whose clock is in another zone', () => {
  // 20 hours ahead of Minneapolis: most of the day it is already tomorrow there.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("sees the restaurant's calendar: exactly the days the restaurant can still book are open", async ({
    page,
    request,
  }) => {
    const today = restaurantDate(0);
    const { days } = (await (
      await request.get(`/api/availability/month?month=${today.slice(0, 7)}`)
    ).json()) as MonthAvailabilityDto;
    await page.goto('/reservations');
    await openCalendarAt(page, today);
    for (const day of days) {
      const button = calendarDay(page, day.date);
      if (day.bookable) await expect(button, day.date).toBeEnabled();
      else await expect(button, day.date).toBeDisabled();
    }
  });
});
