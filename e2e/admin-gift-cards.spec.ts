import { readFile } from 'node:fs/promises';
import { expect, openSection, test, toasts, unique } from './support/admin';
import { hasMailbox, waitForDecodedMail } from './support/mailbox';

test('the owner creates a manual gift card emailed in Amharic, finds it, opens its details, filters and downloads the report', async ({
  page,
}) => {
  const recipient = unique('Abebe');
  const email = `${recipient.toLowerCase()}@example.com`;
  await openSection(page, 'Gift Cards');
  const figures = page.getByRole('list', { name: 'Gift card figures' });
  for (const tile of ['Total Sold', 'Total Value', 'Active Cards', 'Redemption Rate', 'Outstanding'])
    await expect(figures.getByText(tile, { exact: true })).toBeVisible();
  // Trends come from the figures of last month, never from fixed text.
  await expect(figures.getByText('+12% from last month')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Manual Gift Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Manual Gift Card' });
  await dialog.getByLabel('Amount (dollars)').fill('5');
  await dialog.getByLabel('Recipient name').fill(recipient);
  await dialog.getByLabel('Recipient email').fill(email);
  await dialog.getByLabel('Sender name').fill('Selam Ethiopian Restaurant');
  await dialog.getByLabel('Message (optional)').fill('Thank you for twenty years of Friday dinners!');
  await dialog.getByLabel('Coffee Ceremony').check();
  // The recipient's email is in English unless staff choose their language.
  const language = dialog.getByLabel('Email language');
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'አማርኛ' });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(dialog.getByText('Minimum amount is $10')).toBeVisible();

  await dialog.getByLabel('Amount (dollars)').fill('75');
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  const created = toasts(page).getByText(new RegExp(`Gift card SELAM-[A-Z0-9-]+ for ${recipient} was created\\.`));
  await expect(created).toBeVisible();
  await expect(toasts(page).getByText('Gift Card Created')).toBeVisible();
  const code = (await created.textContent())!.match(/SELAM-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0];
  await expect(dialog).toBeHidden();

  // Search is case-insensitive over code, recipient and sender.
  await page.getByRole('searchbox', { name: 'Search gift cards' }).fill(recipient.toUpperCase());
  const card = page.getByRole('region', { name: 'All gift cards' }).getByRole('listitem').filter({ hasText: code });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('$75.00')).toBeVisible();
  await expect(card.getByText(recipient)).toBeVisible();
  await expect(card.getByText(/^(Yes|Pending)$/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Design: Coffee Ceremony' })).toBeVisible();

  await card.getByRole('button', { name: `Details for gift card ${code}` }).click();
  const details = page.getByRole('dialog', { name: 'Gift Card Details' });
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText('Thank you for twenty years of Friday dinners!')).toBeVisible();
  await expect(details.getByText('Coffee Ceremony', { exact: true })).toBeVisible();
  await expect(details.getByText('None (created by hand)')).toBeVisible();
  await expect(details.getByText('አማርኛ', { exact: true })).toBeVisible();
  await expect(details.getByRole('list', { name: `History of gift card ${code}` }).getByRole('listitem')).toHaveText([
    /^Issued\+\$75\.00/,
  ]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  if (hasMailbox()) {
    const mail = await waitForDecodedMail(email, /የስጦታ ካርድ ልከውልዎታል$/);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant የ$75.00 የSelam Ethiopian Restaurant የስጦታ ካርድ ልከውልዎታል');
    expect(mail.text).toMatch(/^ሰላም /);
    expect(mail.text).toContain(code);
    // A new card has no expiry, so its email names none.
    expect(mail.text).not.toContain('የሚያገለግለው እስከ');
  }

  const status = page.getByRole('combobox', { name: 'Filter by status' });
  await status.selectOption({ label: 'Used' });
  await expect(card).toBeHidden();
  await expect(page.getByText('No gift cards found')).toBeVisible();
  await expect(page.getByText('No gift cards match your current filters.')).toBeVisible();
  await status.selectOption({ label: 'Active' });
  await expect(card).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search gift cards' }).fill(code.toLowerCase());
  await expect(card).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gift-cards-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = await readFile((await download.path())!, 'utf8');
  expect(content).toContain('Code,Amount,Balance,Status');
  expect(content).toContain(code);
  expect(content).toContain(recipient);
});
