import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { expect, test, unique } from './support/admin';
import { seriousViolations } from './support/axe';
import { ethiopicInOtherFonts, ethiopicShare, siteInfo } from './support/ethiopic';
import { overflowingLabels } from './support/overflow';

// Turns gift card sales on, which every visitor of /gift-card sees: it runs with the other
// shared-state journeys, after the rest (playwright.config.ts).

test.afterEach(async ({ page }) => {
  const off = await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: false } });
  expect(off.status()).toBe(200);
});

test('with sales on a diner sends a gift card request, told plainly that payment is taken by phone', async ({ page }) => {
  const on = await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: true } });
  expect(on.status()).toBe(200);
  const sender = unique('Dawit');
  const senderEmail = `${sender.toLowerCase()}@example.com`;

  await page.goto('/gift-card');
  const section = page.getByRole('region', { name: 'Request a gift card' });
  await expect(section).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gift Cards Temporarily Unavailable' })).toHaveCount(0);
  await expect(section.getByRole('note')).toHaveText(/No payment is taken online\. .*we call you at the phone number you give to take payment/);
  await expect(page.getByRole('link', { name: 'Check your balance' })).toBeVisible();
  await expect(section.getByText('No expiry date')).toBeVisible();

  await section.getByRole('button', { name: 'Send request for $50' }).click();
  for (const message of ['Recipient name is required', 'Your name is required', 'Valid phone number is required']) {
    await expect(section.getByText(message)).toBeVisible();
  }

  await section.getByRole('button', { name: '$75', exact: true }).click();
  await section.getByRole('radio', { name: 'Coffee Ceremony' }).check();
  await section.getByLabel('Recipient name').fill('Meron');
  await section.getByLabel('Recipient email').fill('meron@example.com');
  await section.getByLabel('Personal message (optional)').fill('Enjoy a coffee ceremony on me!');
  await section.getByLabel('Language of the gift card email').selectOption({ label: 'አማርኛ' });
  await section.getByLabel('Your name').fill(sender);
  await section.getByLabel('Your email').fill(senderEmail);
  await section.getByLabel('Your phone').fill('612-555-0142');
  await section.getByRole('button', { name: 'Send request for $75' }).click();

  await expect(section.getByRole('heading', { name: `Thank you, ${sender}! Your request is in.` })).toBeFocused();
  await expect(section.getByText('We will call you at 612-555-0142 to take payment of $75. Once it is paid, we email the gift card to meron@example.com.')).toBeVisible();
  await expect(section.getByLabel('Recipient name')).toHaveCount(0);

  const requests = (await (await page.request.get('/api/admin/gift-card-requests')).json()) as GiftCardRequestDto[];
  expect(requests.find((request) => request.senderEmail === senderEmail)).toMatchObject({
    amount: '75.00',
    designTheme: 'coffee',
    recipientName: 'Meron',
    senderPhone: '612-555-0142',
    message: 'Enjoy a coffee ceremony on me!',
    language: 'am',
    status: 'pending',
  });
});

test('with sales on the Amharic page hydrates cleanly, reads in Amharic, fits its labels and has no serious accessibility violation', async ({ page }) => {
  const on = await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: true } });
  expect(on.status()).toBe(200);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/am/gift-card');
  await expect(page.getByRole('region', { name: 'የስጦታ ካርድ ይጠይቁ' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const { share, latin } = await ethiopicShare(page, await siteInfo(page));
  expect(share, `/am/gift-card is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`).toBeGreaterThanOrEqual(0.9);
  expect(await ethiopicInOtherFonts(page)).toEqual([]);
  expect(await overflowingLabels(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
