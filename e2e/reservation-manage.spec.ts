import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { formatEthiopianDate } from '@shared/ethiopian-date';
import type { CreatedReservationDto } from '@shared/schemas/reservation';
import { toasts } from './support/admin';
import { dateInWords, pickDate, quietOpenDay } from './support/dates';
import { hasMailbox, waitForMail } from './support/mailbox';

/** The path of a diner's manage link, as the emails and the success panel give it: 24 random bytes in base64url. */
const MANAGE_PATH = /\/reservations\/manage\/[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/;

/** Chooses a time as a diner reads it in the Time list ("5:30 PM", or "5:30 PM — few tables left"). */
async function chooseTime(time: Locator, clock: string) {
  const option = time.getByRole('option', { name: new RegExp(`^${clock}( — few tables left)?$`) });
  await expect(option).toBeEnabled();
  await time.selectOption({ label: (await option.textContent())! });
}

/** An email address no other journey (or project, or earlier run) uses. */
function dinerEmail(project: string): string {
  return `selam-manage-${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@diner.example`;
}

test(
  'a diner books, opens the link from their email and reads the booking back, in English and in Amharic with the Ethiopian date',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
    const email = dinerEmail(testInfo.project.name);
    const date = await quietOpenDay(page);

    // 1. The diner books a table for three at 5:30 PM.
    await page.goto('/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Table' })).toBeVisible();
    await pickDate(page, date);
    const time = page.getByLabel('Time');
    await expect(time).toBeEnabled();
    await chooseTime(time, '5:30 PM');
    await page.getByLabel('Guests').selectOption({ label: '3 Guests' });
    await page.getByLabel('First name').fill('Selamawit');
    await page.getByLabel('Last name').fill('Girma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('(612) 555-0177');
    await page.getByRole('button', { name: 'Reserve Table' }).click();

    // 2. The success panel offers the manage link.
    await expect(page.getByRole('heading', { name: 'Reservation request received' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View, change or cancel your reservation' })).toHaveAttribute(
      'href',
      new RegExp(`^${MANAGE_PATH.source}$`),
    );

    // 3. They open it from the email instead, as most diners will, days later.
    const [managePath] = await waitForMail(email, MANAGE_PATH);
    await page.goto(managePath);

    // 4. The page reads the booking back.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Reservation' })).toBeVisible();
    await expect(page.getByText('Selam, Selamawit! Here is your reservation with us.')).toBeVisible();
    const details = page.getByRole('region', { name: 'Reservation details' });
    await expect(details.getByRole('definition')).toHaveText([dateInWords(date), '5:30 PM', '3 Guests']);
    await expect(details.getByText('Status: Awaiting confirmation')).toBeVisible();

    // The same page in Amharic gives the date in Amharic words and in the Ethiopian calendar too.
    await page.goto(`/am${managePath}`);
    const amharicDetails = page.getByRole('region', { name: 'የቦታ ማስያዝ ዝርዝር' });
    await expect(amharicDetails.getByRole('definition')).toHaveText([
      new Intl.DateTimeFormat('am-ET', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
      formatEthiopianDate(date)!,
      '5:30 ከሰዓት',
      '3 እንግዶች',
    ]);
  },
);

test(
  'from the link, a diner changes the time, adds it to their calendar and cancels; each change is emailed',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
    const email = dinerEmail(testInfo.project.name);
    const date = await quietOpenDay(page);
    // Booked for three at 5:30 PM, as the journey above does through the form.
    const booked = await page.request.post('/api/reservations', {
      data: {
        firstName: 'Selamawit',
        lastName: 'Girma',
        email,
        phone: '(612) 555-0177',
        date,
        time: '17:30',
        guests: 3,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { managePath } = (await booked.json()) as CreatedReservationDto;
    expect(managePath).toMatch(MANAGE_PATH);
    await page.goto(managePath!);
    const details = page.getByRole('region', { name: 'Reservation details' });
    await expect(details.getByRole('definition')).toHaveText([dateInWords(date), '5:30 PM', '3 Guests']);

    // They move it to 8:00 PM.
    await page.getByRole('button', { name: 'Change reservation' }).click();
    const changeForm = page.getByRole('region', { name: 'Change your reservation' });
    await expect(changeForm.getByRole('heading', { name: 'Change your reservation' })).toBeFocused();
    const newTime = changeForm.getByLabel('Time');
    await expect(newTime).toHaveValue('17:30');
    await chooseTime(newTime, '8:00 PM');
    await changeForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Your reservation was changed. We will confirm the new time.')).toBeVisible();
    await expect(changeForm).toBeHidden();
    await expect(details.getByRole('definition')).toHaveText([dateInWords(date), '8:00 PM', '3 Guests']);
    // The email says so, with the new time (its long subject is folded onto a second header line).
    const [changed] = await waitForMail(
      email,
      /^Subject: [^\n]*we\s+received\s+the\s+change\s+to\s+your\s+reservation[\s\S]*/m,
    );
    expect(changed).toMatch(/^\s*Time:\s+8:00 PM\s*$/m);

    // The calendar file has the new time, as the first revision of the event.
    const downloading = page.waitForEvent('download');
    await details.getByRole('link', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('reservation.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${date.replaceAll('-', '')}T200000`);
    expect(ics).toMatch(/^SEQUENCE:1\r?$/m);
    expect(ics).not.toContain('STATUS:CANCELLED');

    // Plans change after all: they cancel.
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `Your table (3 Guests) on ${dateInWords(date)} at 8:00 PM will be given to other guests.`,
    );
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog).toBeHidden();
    const cancelled = page.getByRole('heading', { name: 'This reservation is cancelled' });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toBeFocused();
    await expect(details.getByText('Status: Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change reservation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeHidden();
    await waitForMail(email, /^Subject: [^\n]*your\s+reservation\s+is\s+cancelled/m);

    // The link still tells them so later.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This reservation is cancelled' })).toBeVisible();
    await expect(details.getByRole('definition')).toHaveText([dateInWords(date), '8:00 PM', '3 Guests']);
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeHidden();

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  },
);
