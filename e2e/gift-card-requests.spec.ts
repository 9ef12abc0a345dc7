import type { GiftCardRequestFormValues } from '@shared/schemas/gift-card';
import { expect, openSection, signedOutContext, test, toasts, unique } from './support/admin';

// Switching gift card sales on changes the public gift-card page for everyone: this journey runs
// with the shared-state ones, alone.
test('a buyer asks for a card on the website; a manager, paid by phone, issues it in one click', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-shared-state', 'one viewport is enough');
  const buyer = unique('Meron');
  const request: GiftCardRequestFormValues = {
    amount: 60,
    designTheme: 'coffee',
    recipientName: unique('Yonas'),
    recipientEmail: 'yonas@example.com',
    senderName: buyer,
    senderEmail: 'meron@example.com',
    senderPhone: '(612) 555-0188',
    message: 'Happy birthday!',
    language: 'en',
  };
  const visitor = await signedOutContext(browser);
  try {
    expect((await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: true } })).status()).toBe(200);
    const sent = await visitor.request.post('/api/gift-card-requests', { data: request });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    expect((await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: false } })).status()).toBe(200);
    await visitor.close();
  }

  await openSection(page, 'Gift Cards');
  const item = page.getByRole('listitem', { name: `Request from ${buyer} for $60.00` });
  await expect(item.getByText('Waiting for payment')).toBeVisible();
  await expect(item.getByRole('link', { name: '(612) 555-0188' })).toHaveAttribute('href', 'tel:6125550188');
  await expect(item.getByText('Coffee Ceremony')).toBeVisible();
  await expect(item.getByText('Happy birthday!')).toBeVisible();

  await item.getByRole('button', { name: 'Issue card' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Payment taken by phone?' });
  await expect(confirm).toContainText(`Issue only once ${buyer} has paid $60.00.`);
  await confirm.getByRole('button', { name: 'Issue card' }).click();
  const issued = toasts(page).getByText(new RegExp(`Gift card SELAM-[A-Z0-9-]+ for ${request.recipientName} was issued and emailed\\.`));
  await expect(issued).toBeVisible();
  const code = (await issued.textContent())!.match(/SELAM-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0];

  await expect(item.getByText('Card issued')).toBeVisible();
  await expect(item.getByText(code)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Issue card' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'All gift cards' }).getByRole('listitem').filter({ hasText: code })).toBeVisible();
});
