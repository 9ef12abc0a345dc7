import { expect, type Locator, type Page } from '@playwright/test';
import type { MonthAvailabilityDto } from '@shared/schemas/schedule';

/** A date `days` ahead in the restaurant's zone (America/Chicago), as YYYY-MM-DD. */
export function restaurantDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2026-11-27" -> "Friday, November 27, 2026": how the booking form's date field and calendar name a day. */
export function dateInWords(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The weekday of a YYYY-MM-DD date, 0 for Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first date `from` days ahead or later that falls on `weekday` (0 for Sunday). */
export function nextWeekday(weekday: number, from: number): string {
  for (let days = from; ; days += 1) {
    const date = restaurantDate(days);
    if (weekdayOf(date) === weekday) return date;
  }
}

/** The booking form's calendar, once its Date button opened it. */
export function calendar(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('grid') });
}

/** A day's button in the open calendar, whatever is said after its date (", unavailable", ", selected"). */
export function calendarDay(page: Page, date: string): Locator {
  return calendar(page).getByRole('button', { name: new RegExp(`^${dateInWords(date)}(,|$)`) });
}

/**
 * Opens the booking form's date picker (inside `scope`, the page by default), goes forward to the
 * month of `date` as a diner would, and leaves the calendar open on it.
 */
export async function openCalendarAt(page: Page, date: string, scope: Page | Locator = page): Promise<Locator> {
  await scope.getByRole('button', { name: /^Date\b/ }).click();
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  await expect(calendar(page).getByRole('grid')).toBeVisible();
  for (let step = 0; step < 13 && !(await calendar(page).getByRole('grid', { name: month }).isVisible()); step += 1) {
    await calendar(page).getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar(page).getByRole('grid', { name: month })).toBeVisible();
  return calendarDay(page, date);
}

/** Chooses `date` in the booking form's date picker; the field then shows it in words. */
export async function pickDate(page: Page, date: string, scope: Page | Locator = page): Promise<void> {
  const day = await openCalendarAt(page, date, scope);
  await day.click();
  await expect(scope.getByRole('button', { name: /^Date\b/ })).toContainText(dateInWords(date));
}

/**
 * A bookable day that one journey alone is likely to use: somewhere 15 to 44 days ahead (the other
 * booking journeys use the 9th day and the end of the 60-day window), the first one the restaurant's
 * calendar has open from a random start.
 */
export async function quietOpenDay(page: Page): Promise<string> {
  const from = 15 + Math.floor(Math.random() * 30);
  for (let days = from; days < from + 14; days += 1) {
    const date = restaurantDate(days);
    const response = await page.request.get(`/api/availability/month?month=${date.slice(0, 7)}`);
    expect(response.status(), await response.text()).toBe(200);
    const { days: month } = (await response.json()) as MonthAvailabilityDto;
    if (month.find((day) => day.date === date)?.bookable) return date;
  }
  throw new Error(`no bookable day between ${restaurantDate(from)} and ${restaurantDate(from + 13)}`);
}
