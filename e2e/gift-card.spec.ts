import type { Page } from '@playwright/test';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import type { SiteInfo } from '@shared/schemas/settings';
import { expect, test, unique } from './support/admin';

// Gift card sales are off by default; e2e/gift-card-sales.spec.ts switches them on.

/** A card issued by the owner through the admin API. */
async function issueCard(page: Page, amount: number): Promise<GiftCardDto> {
  const recipient = unique('Meron');
  const response = await page.request.post('/api/admin/gift-cards', {
    data: {
      amount,
      recipientName: recipient,
      recipientEmail: `${recipient.toLowerCase()}@example.com`,
      senderName: 'Dawit',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GiftCardDto;
}

async function checkBalance(page: Page, code: string) {
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
}

test('with sales off the page offers the phone and the balance check, and no request form; the balance check shows a card’s balance, status and expiry, and a void card and an unknown code say so', async ({
  page,
}) => {
  const card = await issueCard(page, 50);
  const voided = await issueCard(page, 25);
  const voiding = await page.request.post(`/api/admin/gift-cards/${voided.id}/void`, { data: { note: 'Lost card' } });
  expect(voiding.status(), await voiding.text()).toBe(200);
  const { business } = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
  await page.goto('/gift-card');

  await expect(page).toHaveTitle('Gift Cards | Selam Ethiopian Restaurant');
  await expect(page.getByRole('heading', { name: 'Gift Cards Temporarily Unavailable' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByRole('heading', { name: 'Request a gift card' })).toHaveCount(0);
  await expect(page.getByLabel('Recipient name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Send request/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Check your balance' }).click();
  await expect(page).toHaveURL(/\/gift-card\/balance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your gift card balance' })).toBeVisible();
  await expect(page).toHaveTitle('Gift Card Balance | Selam Ethiopian Restaurant');

  // Any case, dashes and spaces optional.
  await checkBalance(page, `  ${card.code.toLowerCase().replace(/-/g, ' ')}`);
  const result = page.getByRole('region', { name: `Card ${card.code}` });
  await expect(result.getByText('$50.00')).toBeVisible();
  await expect(result.getByText('Active: ready to use')).toBeVisible();
  await expect(result.getByText('Does not expire')).toBeVisible();

  await checkBalance(page, voided.code);
  const voidResult = page.getByRole('region', { name: `Card ${voided.code}` });
  await expect(voidResult.getByText('$0.00')).toBeVisible();
  await expect(voidResult.getByText('Void: cancelled by the restaurant, it cannot be used')).toBeVisible();
  await expect(result).toHaveCount(0);

  // The server's refusal, in the page's language, on the field.
  await page.goto('/am/gift-card/balance');
  await checkBalanceAm(page, 'SELAM-AAAA-BBBB-CCCC');
  await expect(page.getByText('በዚህ ኮድ የተመዘገበ የስጦታ ካርድ የለም። ኮዱን አረጋግጠው እንደገና ይሞክሩ።')).toBeVisible();
  await expect(page.getByLabel('የስጦታ ካርድ ኮድ')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: /^ካርድ / })).toHaveCount(0);
});

async function checkBalanceAm(page: Page, code: string) {
  await page.getByLabel('የስጦታ ካርድ ኮድ').fill(code);
  await page.getByRole('button', { name: 'ቀሪ ሂሳብ ይመልከቱ' }).click();
}
