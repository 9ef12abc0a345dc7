import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { seriousViolations } from './support/axe';
import { ethiopicInOtherFonts, ethiopicShare, siteInfo } from './support/ethiopic';
import { overflowingLabels } from './support/overflow';
import { expect, openSection, test, toasts, unique } from './support/own-server';

// Turns gift card sales on, which every visitor of /gift-card sees: it runs on a server of its
// own (e2e/support/own-server.ts), and switches them off again for the next journey there.

test.afterEach(async ({ page }) => {
  const off = await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: false } });
  expect(off.status()).toBe(200);
});

test('with sales on, the Amharic page reads cleanly and a diner sends a gift card request, told plainly that payment is taken by phone; a manager, paid by phone, issues it in one click', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const on = await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: true } });
  expect(on.status()).toBe(200);

  // The Amharic page hydrates cleanly, reads in Amharic, fits its labels and has no serious accessibility violation.
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
  expect(share, `/am/gift-card is ${(share * 100).toFixed(1)}% Ethiopic; Latin words: ${latin}`).toBeGreaterThanOrEqual(
    0.9,
  );
  expect(await ethiopicInOtherFonts(page)).toEqual([]);
  expect(await overflowingLabels(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // The request, on the English page.
  const sender = unique('Dawit');
  const senderEmail = `${sender.toLowerCase()}@example.com`;
  const recipient = unique('Meron');
  await page.goto('/gift-card');
  const section = page.getByRole('region', { name: 'Request a gift card' });
  await expect(section).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gift Cards Temporarily Unavailable' })).toHaveCount(0);
  await expect(section.getByRole('note')).toHaveText(
    /No payment is taken online\. .*we call you at the phone number you give to take payment/,
  );
  await expect(page.getByRole('link', { name: 'Check your balance' })).toBeVisible();
  await expect(section.getByText('No expiry date')).toBeVisible();

  await section.getByRole('button', { name: 'Send request for $50' }).click();
  for (const message of ['Recipient name is required', 'Your name is required', 'Valid phone number is required']) {
    await expect(section.getByText(message)).toBeVisible();
  }

  await section.getByRole('button', { name: '$75', exact: true }).click();
  await section.getByRole('radio', { name: 'Coffee Ceremony' }).check();
  await section.getByLabel('Recipient name').fill(recipient);
  await section.getByLabel('Recipient email').fill('meron@example.com');
  await section.getByLabel('Personal message (optional)').fill('Enjoy a coffee ceremony on me!');
  await section.getByLabel('Language of the gift card email').selectOption({ label: 'አማርኛ' });
  await section.getByLabel('Your name').fill(sender);
  await section.getByLabel('Your email').fill(senderEmail);
  await section.getByLabel('Your phone').fill('612-555-0142');
  await section.getByRole('button', { name: 'Send request for $75' }).click();

  await expect(section.getByRole('heading', { name: `Thank you, ${sender}! Your request is in.` })).toBeFocused();
  await expect(
    section.getByText(
      'We will call you at 612-555-0142 to take payment of $75. Once it is paid, we email the gift card to meron@example.com.',
    ),
  ).toBeVisible();
  await expect(section.getByLabel('Recipient name')).toHaveCount(0);

  const requests = (await (await page.request.get('/api/admin/gift-card-requests')).json()) as GiftCardRequestDto[];
  expect(requests.find((request) => request.senderEmail === senderEmail)).toMatchObject({
    amount: '75.00',
    designTheme: 'coffee',
    recipientName: recipient,
    senderPhone: '612-555-0142',
    message: 'Enjoy a coffee ceremony on me!',
    language: 'am',
    status: 'pending',
  });

  // Sales off again: a request already in is still issued.
  expect((await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: false } })).status()).toBe(200);
  await openSection(page, 'Gift Cards');
  const item = page.getByRole('listitem', { name: `Request from ${sender} for $75.00` });
  await expect(item.getByText('Waiting for payment')).toBeVisible();
  await expect(item.getByRole('link', { name: '612-555-0142' })).toHaveAttribute('href', 'tel:6125550142');
  await expect(item.getByText('Coffee Ceremony', { exact: true })).toBeVisible();
  await expect(item.getByText('Enjoy a coffee ceremony on me!')).toBeVisible();

  await item.getByRole('button', { name: 'Issue card' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Payment taken by phone?' });
  await expect(confirm).toContainText(`Issue only once ${sender} has paid $75.00.`);
  await confirm.getByRole('button', { name: 'Issue card' }).click();
  const issued = toasts(page).getByText(
    new RegExp(`Gift card SELAM-[A-Z0-9-]+ for ${recipient} was issued and emailed\\.`),
  );
  await expect(issued).toBeVisible();
  const code = (await issued.textContent())!.match(/SELAM-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0];

  await expect(item.getByText('Card issued')).toBeVisible();
  await expect(item.getByText(code)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Issue card' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'All gift cards' }).getByRole('listitem').filter({ hasText: code }),
  ).toBeVisible();
});
