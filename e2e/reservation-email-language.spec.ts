import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatEthiopianDate } from '@shared/ethiopian-date';
import { quietOpenDay } from './support/dates';
import { hasMailbox, waitForDecodedMail } from './support/mailbox';

/** How the browser's Amharic names a day and a month in the booking form's calendar (its own Intl, as the page uses). */
function amharicCalendarNames(page: Page, date: string) {
  return page.evaluate((day) => {
    const noon = new Date(`${day}T12:00:00`);
    return {
      day: new Intl.DateTimeFormat('am', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
        noon,
      ),
      month: new Intl.DateTimeFormat('am', { month: 'long', year: 'numeric' }).format(noon),
    };
  }, date);
}

test('a table booked on the Amharic site brings an Amharic email, with the date in the Ethiopian calendar too', async ({
  page,
}, testInfo) => {
  test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
  const email = `selam-amharic-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@diner.example`;
  const date = await quietOpenDay(page);

  // The diner reads the booking form in Amharic.
  await page.goto('/am/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'ጠረጴዛዎን ያስይዙ' })).toBeVisible();

  // The date, from the Amharic calendar.
  const names = await amharicCalendarNames(page, date);
  await page.getByRole('button', { name: /^ቀን/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(calendar.getByRole('grid')).toBeVisible();
  for (let step = 0; step < 13 && !(await calendar.getByRole('grid', { name: names.month }).isVisible()); step += 1) {
    await calendar.getByRole('button', { name: 'የሚቀጥለው ወር' }).click();
  }
  await calendar.getByRole('button', { name: new RegExp(`^${names.day}(,|$)`) }).click();
  await expect(page.getByRole('button', { name: /^ቀን/ })).toContainText(names.day);

  const time = page.getByLabel('ሰዓት', { exact: true });
  await expect(time).toBeEnabled();
  await time.selectOption('17:30');
  await page.getByLabel('እንግዶች', { exact: true }).selectOption({ label: '3 እንግዶች' });
  await page.getByLabel('ስም', { exact: true }).fill('Selamawit');
  await page.getByLabel('የአባት ስም', { exact: true }).fill('Girma');
  await page.getByLabel('ኢሜይል', { exact: true }).fill(email);
  await page.getByLabel('ስልክ', { exact: true }).fill('(612) 555-0177');
  await page.getByRole('button', { name: 'ጠረጴዛ ያስይዙ' }).click();
  await expect(page.getByRole('heading', { name: 'የቦታ ማስያዝ ጥያቄዎ ደርሶናል' })).toBeVisible();

  // The email the mail server received: subject, greeting, the date with its Ethiopian date, all in Amharic.
  const mail = await waitForDecodedMail(email, /: የቦታ ማስያዝ ጥያቄዎ ደርሶናል$/);
  const ethiopianDate = formatEthiopianDate(date);
  expect(ethiopianDate).toMatch(/ ቀን \d{4} ዓ\.ም\.$/);
  expect(mail.text).toMatch(/^ሰላም Selamawit፣/);
  expect(mail.text).toContain(`(${ethiopianDate})`);
  expect(mail.text).toMatch(/^ {2}ሰዓት: +5:30 ከሰዓት$/m);
  expect(mail.text).toMatch(/^ {2}እንግዶች: +3 እንግዶች$/m);
  expect(mail.text).not.toMatch(/Hello|Date:|PM\b/);
  expect(mail.html).toContain('<html lang="am">');
  expect(mail.html).toContain(`(${ethiopianDate})`);
});
