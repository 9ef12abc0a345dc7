import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from './support/test';
import { slotGrid } from '@shared/schedule';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import { OWNER, signInThroughApi, toasts } from './support/admin';
import { seriousViolations } from './support/axe';
import { calendarDay, dateInWords, nextWeekday, openCalendarAt, pickDate, restaurantDate } from './support/dates';
import { lettersOf } from '../test-support/names';

const CLOSURE = 'Family wedding';

/** "We are closed on Thursday, January 21 (Family wedding)" */
function closedReason(date: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return `We are closed on ${day} (${CLOSURE})`;
}

/** Staff fill `time` on `date` to its pacing limit by phone, at most 20 guests a booking. */
async function fillSlot(staff: APIRequestContext, date: string, time: string, guests: number): Promise<number[]> {
  const ids: number[] = [];
  for (let left = guests, n = 1; left > 0; left -= 20, n += 1) {
    const response = await staff.post('/api/reservations', {
      data: {
        firstName: 'Phone',
        lastName: `Party ${lettersOf(n)}`,
        email: `phone-party-${n}@diner.example`,
        phone: '(612) 555-0160',
        date,
        time,
        guests: Math.min(20, left),
        status: 'confirmed',
        confirmWarnings: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as ReservationDto).id);
  }
  return ids;
}

/** Staff signed in through the API, and the site's settings; the context is closed at the end of the test. */
const test = base.extend<{ staff: APIRequestContext; site: SiteInfo }>({
  staff: async ({ playwright }, use, testInfo) => {
    const staff = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await signInThroughApi(staff, OWNER);
    await use(staff);
    await staff.dispose();
  },
  site: async ({ staff }, use) => use((await (await staff.get('/api/site-info')).json()) as SiteInfo),
});

/** Dates at the far end of the booking window that only these journeys use, one set per project. */
function farDate(site: SiteInfo, daysBeforeHorizon: number, project: string): string {
  return restaurantDate(site.booking.horizonDays - daysBeforeHorizon + (project === 'phone' ? 0 : 1));
}

test(
  'a day the family closes while a diner looks at it: the form says why, the calendar greys it out and announces it, the arrow keys step over it, and search engines read it as special hours',
  { tag: '@phone' },
  async ({ page, staff, site }, testInfo) => {
    const closedDate = farDate(site, 1, testInfo.project.name);
    const created: { exceptions: number[] } = { exceptions: [] };
    try {
      await page.goto('/reservations');

      // The diner looks at a day that is still open...
      await pickDate(page, closedDate);
      const time = page.getByLabel('Time');
      await expect(time).toBeEnabled();

      // ...the family closes it for a wedding meanwhile, and the next read of that day says so in place of the times.
      const closure = await staff.post('/api/admin/schedule-exceptions', {
        data: { startDate: closedDate, endDate: closedDate, closed: true, label: CLOSURE },
      });
      expect(closure.status(), await closure.text()).toBe(201);
      created.exceptions.push(((await closure.json()) as { exception: ScheduleExceptionDto }).exception.id);
      await page.getByLabel('Guests').selectOption({ label: '3 Guests' });
      await expect(page.getByRole('status').filter({ hasText: closedReason(closedDate) })).toBeVisible();
      await expect(time).toBeDisabled();
      await expect(time.getByRole('option', { selected: true })).toHaveText('No tables on this date');

      // Coming back later, the page lists the closure with the hours, and the closed day is greyed
      // out, cannot be chosen and is announced as unavailable.
      await page.reload();
      const shortDate = new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${closedDate}T00:00:00Z`));
      const specialHours = page
        .getByRole('complementary')
        .getByRole('heading', { name: 'Special hours' })
        .locator('..');
      await expect(specialHours.getByRole('term').filter({ hasText: `${shortDate} (${CLOSURE})` })).toBeVisible();
      const closedDay = await openCalendarAt(page, closedDate);
      await expect(closedDay).toBeDisabled();
      await expect(closedDay).toHaveAccessibleName(`${dateInWords(closedDate)}, unavailable`);
      expect(await seriousViolations(page, { include: '[role="dialog"]', wcagOnly: true })).toEqual([]);
      // The arrow keys move through the days and step over the closed one.
      const dayBefore = farDate(site, 2, testInfo.project.name);
      if (dayBefore.slice(0, 7) === closedDate.slice(0, 7)) {
        await calendarDay(page, dayBefore).focus();
        await page.keyboard.press('ArrowRight');
        await expect(calendarDay(page, closedDate)).not.toBeFocused();
      }
      await page.keyboard.press('Escape');

      // Search engines read the closure as special opening hours, in the home page as served.
      const home = await (await page.request.get('/')).text();
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)?.[1] ?? '{}') as {
        specialOpeningHoursSpecification: Record<string, string>[];
      };
      expect(jsonLd.specialOpeningHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        validFrom: closedDate,
        validThrough: closedDate,
        opens: '00:00',
        closes: '00:00',
      });
    } finally {
      for (const id of created.exceptions) await staff.delete(`/api/admin/schedule-exceptions/${id}`);
    }
  },
);

test(
  'the times end at the last seating; a slot staff fill meanwhile is refused with the reason, and the diner books another time',
  { tag: '@phone' },
  async ({ page, staff, site }, testInfo) => {
    const busyDate = farDate(site, 4, testInfo.project.name);
    const sunday = nextWeekday(0, 2);
    const created: { reservations: number[] } = { reservations: [] };
    try {
      await page.goto('/reservations');
      const time = page.getByLabel('Time');

      // On a Sunday the times end at the last seating of Sunday's hours: nothing later is offered.
      await pickDate(page, sunday);
      const sundayGrid = slotGrid(site.weeklyHours.sunday.periods, site.booking).map((slot) => formatClock(slot));
      await expect(time).toBeEnabled();
      const offered = (await time.getByRole('option').allTextContents()).slice(1).map((label) => label.split(' — ')[0]);
      expect(offered).toEqual(sundayGrid);
      if (site.weeklyHours.sunday.periods.at(-1)?.close === '21:00' && site.booking.lastSeatingMinutes === 30) {
        expect(offered.at(-1)).toBe('8:30 PM');
        expect(offered).not.toContain('9:00 PM');
      }

      // The diner settles on 7:00 PM; before they send it, staff take the whole slot by phone.
      await pickDate(page, busyDate);
      await time.selectOption({ label: '7:00 PM' });
      await page.getByLabel('Guests').selectOption({ label: '2 Guests' });
      await page.getByLabel('First name').fill('Meron');
      await page.getByLabel('Last name').fill('Alemu');
      await page.getByLabel('Email').fill(`meron-${testInfo.project.name}-${Date.now()}@diner.example`);
      await page.getByLabel('Phone').fill('(612) 555-0131');
      created.reservations.push(...(await fillSlot(staff, busyDate, '19:00', site.booking.pacingGuestsPerSlot)));
      await page.getByRole('button', { name: 'Reserve Table' }).click();

      // The refusal says why, on the field and in the toast, and the times are read again.
      const reason = '7:00 PM is fully booked; 6:30 PM and 7:30 PM have room';
      await expect(toasts(page).getByText('Reservation Failed')).toBeVisible();
      await expect(toasts(page).getByText(reason)).toBeVisible();
      await expect(time).toHaveAccessibleDescription(reason);
      await expect(time.getByRole('option', { name: '7:00 PM — fully booked' })).toBeDisabled();
      await expect(time).toHaveValue('');

      // They take 6:30 PM instead.
      await time.selectOption({ label: '6:30 PM' });
      await page.getByRole('button', { name: 'Reserve Table' }).click();
      await expect(toasts(page).getByText('Reservation Confirmed!')).toBeVisible();
      await page.getByRole('button', { name: 'Book another table' }).click();
      await expect(page.getByRole('button', { name: /^Date\b/ })).toHaveText('Choose a date');
      const bookings = (await (await staff.get('/api/admin/reservations')).json()) as ReservationDto[];
      const booked = bookings.find((booking) => booking.lastName === 'Alemu' && booking.date === busyDate);
      expect(booked).toMatchObject({ time: '18:30', guests: 2, status: 'pending' });
      created.reservations.push(booked!.id);

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      for (const id of created.reservations) await staff.delete(`/api/reservations/${id}`);
    }
  },
);
