import { expect, signedOutContext, test, unique } from './support/admin';
import { acceptOrdersByHand, placePickupOrder } from './support/pickup-orders';

/** The kitchen's tablet, held upright. */
test.use({ viewport: { width: 820, height: 1180 } });

test('an order placed elsewhere appears on the open board without a reload, counted in the tab title', async ({
  page,
  browser,
}) => {
  await acceptOrdersByHand(page.request);
  const dinerContext = await signedOutContext(browser);
  try {
    await page.goto('/admin/orders');
    await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
    const waitingBefore = await page.getByRole('region', { name: /^New/ }).getByRole('article').count();

    const customerName = `${unique('Selam')} Girma`;
    const order = await placePickupOrder(dinerContext.request, { customerName });

    // The board re-reads itself only once a minute: seen well within that, the live stream told it.
    const ticket = page
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(ticket).toBeVisible({ timeout: 20_000 });
    await expect(ticket.getByText(customerName)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(${waitingBefore + 1}\\) Orders · `));
    await expect(ticket.getByRole('button', { name: `Print order ${order.orderNumber}` })).toBeVisible();
  } finally {
    await dinerContext.close();
  }
});
