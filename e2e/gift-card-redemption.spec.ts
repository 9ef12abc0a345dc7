import type { GiftCardDto } from '@shared/schemas/gift-card';
import type { Page } from '@playwright/test';
import encodeQR from 'qr';
import sharp from 'sharp';
import { fakeCameraArgs, writeCameraVideo } from './support/fake-camera';
import { hasMailbox, waitForDecodedMail } from './support/mailbox';
import { expect, openSection, signedOutContext, signInThroughApi, test, toasts, unique } from './support/admin';

// Journeys of a phone at the table: on the phone alone (playwright.config.ts).
test('at the table on a phone, staff redeem $12.50 of a $50 card typed in lowercase without dashes, see it in the day report, undo it, then take the whole balance', {
  tag: '@phone-only',
}, async ({ page, browser }) => {
  const recipient = unique('Tigist');
  const issued = await page.request.post('/api/admin/gift-cards', {
    data: {
      amount: 50,
      recipientName: recipient,
      recipientEmail: `${recipient.toLowerCase()}@example.com`,
      senderName: 'Selam Ethiopian Restaurant',
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const { code } = (await issued.json()) as GiftCardDto;
  const username = unique('server').toLowerCase();
  const password = 'server-password-123';
  const created = await page.request.post('/api/admin/users', {
    data: { username, passwordHash: password, role: 'staff', isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  const staffContext = await signedOutContext(browser);
  await signInThroughApi(staffContext.request, { username, password });
  const staff = await staffContext.newPage();
  await openSection(staff, 'Gift Cards');
  // The card list stays with managers; redeeming is for everyone.
  await expect(
    staff.getByText(
      'Gift card figures, the requests from the website and the card list are visible to admins and managers.',
    ),
  ).toBeVisible();

  const redeem = staff.getByRole('region', { name: 'Redeem a gift card' });
  await redeem.getByLabel('Gift card code').fill(code.replaceAll('-', '').toLowerCase());
  await redeem.getByRole('button', { name: 'Look up' }).click();
  await expect(redeem.getByText(code, { exact: true })).toBeVisible();
  const balance = redeem.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText('$50.00');
  await expect(redeem.getByText(recipient)).toBeVisible();
  await expect(redeem.getByRole('button', { name: 'Adjust balance' })).toBeDisabled();
  await expect(redeem.getByRole('button', { name: 'Void card' })).toHaveAccessibleDescription(
    'Only admins and managers can do this',
  );

  await redeem.getByLabel('Amount to redeem').fill('60');
  await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(redeem.getByText('This card has only $50.00 left')).toBeVisible();

  await redeem.getByLabel('Amount to redeem').fill('12.50');
  await redeem.getByLabel('Note (optional)').fill('Table 4, check 1182');
  await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(redeem.getByText('$12.50 redeemed. New balance: $37.50')).toBeVisible();
  await expect(balance).toHaveText('$37.50');
  await expect(toasts(staff).getByText('Gift Card Redeemed')).toBeVisible();
  const history = redeem.getByRole('list', { name: `History of gift card ${code}` });
  await expect(history.getByRole('listitem').first()).toContainText('Redeemed');
  await expect(history.getByRole('listitem').first()).toContainText('Table 4, check 1182');
  await expect(history.getByRole('listitem').first()).toContainText(username);

  await staff.getByRole('button', { name: "Today's redemptions" }).click();
  const report = staff.getByRole('dialog', { name: /^Redemptions of / });
  await expect(report.getByRole('row', { name: new RegExp(`^${username} 1 \\$12\\.50$`) })).toBeVisible();
  // The report is printed and read by every staff member: codes are masked, enough to match a receipt.
  const masked = `SELAM-…-${code.slice(-4)}`;
  await expect(report.getByRole('listitem').filter({ hasText: masked })).toContainText('Table 4, check 1182');
  await expect(report.getByText(code)).toHaveCount(0);
  await expect(report.getByRole('button', { name: 'Print' })).toBeEnabled();
  await report.getByRole('button', { name: 'Close' }).click();

  await redeem.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toasts(staff).getByText('Redemption Undone')).toBeVisible();
  await expect(balance).toHaveText('$50.00');
  await expect(redeem.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  await expect(history.getByRole('listitem').first()).toContainText('Redemption undone');

  // A check as large as the card: the whole balance in one tap.
  await redeem.getByRole('button', { name: 'Whole balance ($50.00)' }).click();
  await expect(redeem.getByLabel('Amount to redeem')).toHaveValue('50');
  await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(balance).toHaveText('$0.00');
  await expect(redeem.getByText('This card has been used up: nothing is left to spend.')).toBeVisible();
  await expect(redeem.getByRole('button', { name: 'Redeem', exact: true })).toHaveCount(0);

  await staffContext.close();
});

/** A phone of its own, whose back camera shows what `show` is given: the fake camera is a switch of the browser, not of a page. */
const cameraTest = test.extend<{ camera: { page: Page; show: (image: Buffer) => Promise<void> } }>({
  camera: async ({ playwright, launchOptions, storageState }, use, testInfo) => {
    const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const video = testInfo.outputPath('camera.y4m');
    const show = (image: Buffer) => writeCameraVideo(video, image);
    await show(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video)],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        storageState,
        permissions: ['camera'],
      });
      await use({ page: await context.newPage(), show });
    } finally {
      await browser.close();
    }
  },
});

cameraTest(
  'at the table, the phone’s camera reads the QR code of the card’s email: another QR code is refused, the card’s is looked up',
  { tag: '@phone-only' },
  async ({ camera }) => {
    test.skip(!hasMailbox(), 'needs the mailbox of scripts/e2e-server.mjs');
    const { page, show } = camera;
    await show(
      await sharp(encodeQR('https://example.com/menu', 'gif', { scale: 8 }))
        .png()
        .toBuffer(),
    );

    const recipient = unique('Meron');
    const issued = await page.request.post('/api/admin/gift-cards', {
      data: {
        amount: 40,
        recipientName: recipient,
        recipientEmail: `${recipient.toLowerCase()}@example.com`,
        senderName: 'Selam Ethiopian Restaurant',
      },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    const { code } = (await issued.json()) as GiftCardDto;
    const mail = await waitForDecodedMail(`${recipient.toLowerCase()}@example.com`, /gift card for/);
    const qrImage = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qrImage, 'the email carries the QR code as an inline PNG').toBeDefined();

    await openSection(page, 'Gift Cards');
    const redeem = page.getByRole('region', { name: 'Redeem a gift card' });
    await redeem.getByRole('button', { name: 'Scan QR code' }).click();
    const scanner = page.getByRole('dialog', { name: "Scan the card's QR code" });
    await expect(scanner.getByRole('status')).toHaveText(
      'That QR code is not a gift card code. Hold the one on the card.',
      { timeout: 20_000 },
    );
    // Closing the scanner gives the camera back.
    const track = await page.evaluateHandle(
      () => (document.querySelector('video')!.srcObject as MediaStream).getVideoTracks()[0]!,
    );
    expect(await track.evaluate((camera) => camera.readyState)).toBe('live');
    await scanner.getByRole('button', { name: 'Close' }).click();
    await expect(scanner).toBeHidden();
    expect(await track.evaluate((camera) => camera.readyState)).toBe('ended');

    // The guest shows the email: the camera sees its QR image.
    await show(qrImage!.content);
    await redeem.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(scanner).toBeHidden({ timeout: 20_000 });
    await expect(redeem.getByLabel('Gift card code')).toHaveValue(code);
    await expect(redeem.getByText(code, { exact: true })).toBeVisible();
    await expect(redeem.getByRole('status', { name: 'Balance' })).toHaveText('$40.00');
    await expect(redeem.getByText(recipient)).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  },
);
