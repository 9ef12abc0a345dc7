import type { Page } from '@playwright/test';
import { expect, openSection, signedOutContext, test, unique } from './support/admin';
import { nextWeekday } from './support/dates';
import { ethiopicShare, siteInfo } from './support/ethiopic';
import { waitForMail } from './support/mailbox';

// Each project asks for a Saturday of its own, so runs side by side never compete for a block.
const WEEKS_OUT: Record<string, number> = { phone: 9, desktop: 10 };

/** "2027-01-30" -> "Saturday, January 30": how the hall's calendar names a day. */
function calendarDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A special request written as markup: every screen shows it as text. */
const HOSTILE_REQUEST =
  'A cake table <img src=x onerror="document.title=1"><script>document.title=2</script> <b>bold</b>';

const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Opens "Check a date", moves to the month of `date`, and answers the block's button there. */
async function blockOnCalendar(page: Page, date: string, block: string, state: string) {
  await page.getByRole('button', { name: 'Check a date' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  const month = page.getByRole('grid', { name: `The hall’s blocks in ${monthName(date)}` });
  for (let step = 0; step < 6 && !(await month.isVisible()); step++) {
    const shown = await page.getByRole('grid').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-label', shown ?? '');
  }
  const button = month.getByRole('button', { name: `${calendarDay(date)}: ${block}, ${state}` });
  await expect(button).toBeVisible();
  return button;
}

test('@phone-only a family finds a free Saturday evening, asks for the Celebration for 120, confirms from the email; staff send the proposal, the family accepts it and pays the deposit on Checkout, and the evening reads booked', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const saturday = nextWeekday(6, 7 * (WEEKS_OUT[testInfo.project.name] ?? 11));
  const family = await signedOutContext(browser);
  try {
    const client = await family.newPage();
    const firstName = unique('Hirut');
    const email = `${firstName.toLowerCase()}@example.com`;

    // A free Saturday evening on the hall's calendar fills the form.
    await client.goto('/hall-reservations');
    await expect(client.getByRole('heading', { name: 'Celebration', exact: true })).toBeVisible();
    const evening = await blockOnCalendar(client, saturday, 'evening', 'free');
    await evening.click();
    const form = client.getByRole('form', { name: 'Request your date' });
    await form.getByLabel('Package', { exact: true }).selectOption({ label: 'Celebration' });
    await form.getByLabel('Guests', { exact: true }).fill('120');
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill('Bekele');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('651-555-0148');
    await form.getByLabel('Special requests (optional)').fill(HOSTILE_REQUEST);
    await expect(client.getByText('Estimate; your proposal follows.')).toBeVisible();
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(client.getByRole('heading', { name: `Thank you, ${firstName}: your date is on hold` })).toBeVisible();

    // Only the email's link confirms; the request page then shows the hold.
    const [, requestToken] = await waitForMail(email, /\/events\/request\/([A-Za-z0-9_-]{32})/);
    await client.goto(`/events/request/${requestToken}`);
    await client.getByRole('button', { name: 'Confirm my request' }).click();
    await expect(client.getByRole('heading', { name: 'Your request is confirmed' })).toBeVisible();
    await expect(client.getByText(/We hold your date until/)).toBeVisible();

    // Staff send the proposal as the estimate stands.
    await openSection(page, 'Hall Events');
    await page.getByRole('link', { name: new RegExp(`${firstName} Bekele`) }).click();
    await page.getByRole('button', { name: 'Write proposal' }).click();
    await page.getByRole('button', { name: 'Send proposal' }).click();
    await expect(page.getByText('Proposal sent').first()).toBeVisible();

    // The kitchen's event order prints the family's words as they typed them, never as markup.
    await page.getByRole('link', { name: 'Banquet event order (BEO)' }).click();
    await expect(page.getByText(HOSTILE_REQUEST)).toBeVisible();
    await expect(page.locator('article img, article script, article b')).toHaveCount(0);
    await page.goBack();

    // The family accepts it from the email's link and pays the deposit on Checkout.
    const [, proposalToken] = await waitForMail(email, /\/events\/proposal\/([A-Za-z0-9_-]{32})/);
    await client.goto(`/events/proposal/${proposalToken}`);
    await expect(client.getByRole('heading', { name: `Hello ${firstName}, here is your proposal` })).toBeVisible();
    await client.getByLabel('Your full name').fill(`${firstName} Bekele`);
    await client.getByLabel('I agree to the cancellation policy').check();
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByText(`Accepted by ${firstName} Bekele`)).toBeVisible();
    await client.getByRole('button', { name: 'Pay deposit' }).click();
    await expect(client).toHaveTitle('Fake Stripe Checkout');
    await client.getByRole('button', { name: 'Pay' }).click();
    await expect(client).toHaveURL(new RegExp(`/events/proposal/${proposalToken}`));
    await expect(client.getByText('Confirmed').first()).toBeVisible();

    // In Amharic the client's page reads in Ethiopic letters.
    await client.goto(`/am/events/proposal/${proposalToken}`);
    await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
    // The cancellation policy reads as the family agreed to it: in English, the language they asked in.
    const agreedPolicy = await client.getByRole('region', { name: 'የስረዛ ደንብ' }).getByRole('paragraph').innerText();
    expect(agreedPolicy).toMatch(/^Cancel 90 days or more before the event/);
    const { share, latin } = await ethiopicShare(client, await siteInfo(client), [
      firstName,
      'Bekele',
      'Celebration',
      agreedPolicy,
    ]);
    expect(
      share,
      `the proposal page in Amharic is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`,
    ).toBeGreaterThanOrEqual(0.9);

    // The calendar now shows the evening booked.
    await client.goto('/hall-reservations');
    await expect(await blockOnCalendar(client, saturday, 'evening', 'booked')).toBeVisible();
  } finally {
    await family.close();
  }
});
