import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { expect, openSection, signedOutContext, test, unique } from './support/own-server';
import { acceptOrdersByHand, chooseFirstTime } from './support/pickup-orders';

// Gift card sales on, and card payments through a fake Stripe: what every visitor of /gift-card
// sees, so the journey runs on a server of its own (e2e/support/own-server.ts), with Stripe's keys.
test.use({ ownServerWithStripe: true });

test.afterEach(async ({ page }) => {
  const off = await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: false } });
  expect(off.status()).toBe(200);
});

interface Dish {
  id: number;
  name: string;
  price: string;
  orderable: boolean;
  options: unknown[];
}

test('a buyer pays for a $50 card on Stripe’s page and it is emailed by itself; a diner pays part of a pickup order with it and the rest at pickup; the ticket shows both parts', async ({
  page,
  browser,
  ownServer,
}) => {
  test.setTimeout(180_000);
  expect((await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: true } })).status()).toBe(200);
  await acceptOrdersByHand(page.request);

  const visitor = await signedOutContext(browser);
  try {
    // The buyer: the form pays at Checkout.
    const buyer = await visitor.newPage();
    const sender = unique('Dawit');
    const senderEmail = `${sender.toLowerCase()}@example.com`;
    const recipient = unique('Meron');
    const recipientEmail = `${recipient.toLowerCase()}@example.com`;
    await buyer.goto('/gift-card');
    const section = buyer.getByRole('region', { name: 'Buy a gift card' });
    await expect(section.getByText(/Pay by card on Stripe’s secure payment page/)).toBeVisible();
    await section.getByLabel('Recipient name').fill(recipient);
    await section.getByLabel('Recipient email').fill(recipientEmail);
    await section.getByLabel('Your name').fill(sender);
    await section.getByLabel('Your email').fill(senderEmail);
    await section.getByLabel('Your phone').fill('612-555-0142');
    await section.getByRole('button', { name: 'Continue to payment ($50)' }).click();

    // The fake's Checkout page stands in for Stripe's, and sends the buyer back.
    await expect(buyer).toHaveTitle('Fake Stripe Checkout');
    await expect(buyer.getByText('Total: $50.00')).toBeVisible();
    await buyer.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer).toHaveURL(/\/gift-card\/payment\?outcome=paid$/);
    await expect(buyer.getByRole('heading', { name: 'Thank you — your payment went through' })).toBeVisible();

    // The recipient's email carries the code; the buyer's only says it was sent.
    const [code] = await ownServer.mailbox.waitForMail(recipientEmail, /SELAM-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await ownServer.mailbox.waitForMail(senderEmail, /We have emailed the \$50\.00 gift card/);
    const requests = (await (await page.request.get('/api/admin/gift-card-requests')).json()) as GiftCardRequestDto[];
    expect(requests.find((request) => request.senderEmail === senderEmail)).toMatchObject({
      status: 'issued',
      paidOnline: true,
      giftCardCode: code,
      giftCardBalance: '50.00',
    });

    // The back office: paid online, no call to make.
    await openSection(page, 'Gift Cards');
    const item = page.getByRole('listitem', { name: `Request from ${sender} for $50.00` });
    await expect(item.getByText('Paid online')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Issue card' })).toHaveCount(0);

    // A diner pays part of a pickup order over $50 with it, and the rest at pickup.
    const diner = await visitor.newPage();
    const dishes = (await (await diner.request.get('/api/menu-items')).json()) as Dish[];
    const dish = dishes
      .filter((candidate) => candidate.orderable && candidate.options.length === 0)
      .sort((a, b) => Number(b.price) - Number(a.price))[0]!;
    const portions = Math.ceil(55 / Number(dish.price));
    await diner.goto('/menu');
    const article = diner
      .getByRole('region', { name: 'Full Menu' })
      .getByRole('article', { name: dish.name, exact: true });
    for (let portion = 1; portion <= portions; portion += 1) {
      await article.getByRole('button', { name: 'Add to order' }).click();
      await expect(
        diner.getByRole('button', { name: new RegExp(`^Your order: ${portion} items?, \\$`) }),
      ).toBeVisible();
    }
    await diner.goto('/order/checkout');
    await expect(diner.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await chooseFirstTime(diner);
    const name = `${unique('Hirut')} Tesfaye`;
    await diner.getByLabel('Name').fill(name);
    await diner.getByLabel('Phone').fill('(612) 555-0163');
    await diner.getByLabel('Email').fill('hirut@diner.example');
    await diner.getByRole('button', { name: 'Have a gift card?' }).click();
    await diner.getByLabel('Gift card code').fill(code.toLowerCase());
    await diner.getByRole('button', { name: 'Apply' }).click();
    const last4 = code.slice(-4);
    await expect(diner.getByText(`Gift card ••••${last4}: −$50.00`)).toBeVisible();
    await diner.getByRole('radio', { name: /Pay at pickup/ }).check();
    await diner.getByRole('button', { name: /^Place order · \$/ }).click();
    await expect(diner).toHaveURL(/\/order\/status\/[^/]+$/);
    await expect(diner.getByText(/^Gift card \$50\.00, \$\d+\.\d\d at pickup$/)).toBeVisible();

    // The card is spent; the kitchen's ticket shows both parts.
    const balance = await diner.request.post('/api/gift-cards/balance', { data: { code } });
    expect(await balance.json()).toMatchObject({ balance: '0.00', status: 'used' });
    const board = (await (await page.request.get('/api/admin/online-orders')).json()) as AdminOnlineOrderDto[];
    const order = board.find((candidate) => candidate.customerName === name)!;
    expect(order).toMatchObject({ paymentMethod: 'pay_at_pickup', giftCard: { last4, amount: '50.00' } });
    await page.goto('/admin/orders');
    const ticket = page
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(ticket.getByText(`Gift card $50.00 (ending ${last4}), $${order.amountDue} at pickup`)).toBeVisible();
  } finally {
    await visitor.close();
  }
});
