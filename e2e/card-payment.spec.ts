import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { expect, signedOutContext, test, unique } from './support/admin';
import { acceptOrdersByHand, chooseFirstTime } from './support/pickup-orders';

interface Dish {
  id: number;
  name: string;
  orderable: boolean;
  options: unknown[];
}

test('a diner pays a pickup order by card on Stripe’s page; held until the kitchen accepts, then paid; in Amharic the checkout says Stripe’s page is in English', async ({
  page,
  browser,
}) => {
  // The kitchen accepts each order itself, so the diner sees the card held first.
  await acceptOrdersByHand(page.request);
  const dinerContext = await signedOutContext(browser);
  try {
    const diner = await dinerContext.newPage();
    const dishes = (await (await diner.request.get('/api/menu-items')).json()) as Dish[];
    const dish = dishes.find((item) => item.orderable && item.options.length === 0)!;
    await diner.goto('/menu');
    await diner
      .getByRole('region', { name: 'Full Menu' })
      .getByRole('article', { name: dish.name, exact: true })
      .getByRole('button', { name: 'Add to order' })
      .click();
    await diner.getByRole('button', { name: /^Your order: 1 item, \$/ }).click();
    await diner.getByRole('dialog', { name: 'Your order' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(diner.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // In Amharic: choosing the card tells the diner, before leaving, that Stripe's page is in English.
    await diner.goto('/am/order/checkout');
    await diner.getByRole('radio', { name: /አሁን በካርድ/ }).check();
    await expect(diner.getByText(/በእንግሊዝኛ ብቻ ነው/)).toBeVisible();

    await diner.goto('/order/checkout');
    const name = `${unique('Tsion')} Alemu`;
    await chooseFirstTime(diner);
    await diner.getByLabel('Name').fill(name);
    await diner.getByLabel('Phone').fill('(612) 555-0131');
    await diner.getByLabel('Email').fill('tsion@diner.example');
    await diner.getByRole('radio', { name: /Pay now by card/ }).check();
    const tips = diner.getByRole('group', { name: 'Add a tip for the kitchen team?' });
    await tips.getByText('15%', { exact: true }).click();
    await expect(tips.getByRole('radio', { name: /^15%/ })).toBeChecked();
    await expect(diner.getByText('You will pay on Stripe’s secure page, then come back here.')).toBeVisible();
    await diner.getByRole('button', { name: /^Continue to payment · \$/ }).click();

    // The fake's Checkout page stands in for Stripe's, and sends the diner back.
    await expect(diner).toHaveTitle('Fake Stripe Checkout');
    await diner.getByRole('button', { name: 'Pay' }).click();
    await expect(diner).toHaveURL(/\/order\/status\/[^/]+$/);
    await expect(diner.getByText(/Card authorized: you are charged when the kitchen accepts your order/)).toBeVisible();

    // The kitchen accepts: the card is charged.
    const board = (await (await page.request.get('/api/admin/online-orders')).json()) as AdminOnlineOrderDto[];
    const order = board.find((candidate) => candidate.customerName === name)!;
    expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'authorized' });
    expect(Number(order.tip)).toBeGreaterThan(0);
    const accepted = await page.request.post(`/api/admin/online-orders/${order.id}/status`, {
      data: { status: 'accepted', ...(order.pickupAsap && { readyInMinutes: 20 }) },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await diner.reload();
    await expect(diner.getByText(`Paid by card: $${order.total}`)).toBeVisible();
  } finally {
    await dinerContext.close();
  }
});
