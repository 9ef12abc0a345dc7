import { expect, signedOutContext, test, toasts, unique } from './support/admin';
import { acceptOrdersByHand, placePickupOrder } from './support/pickup-orders';

/** The kitchen's tablet, held upright. */
test.use({ viewport: { width: 820, height: 1180 } });

test('staff undo a Ready pressed by mistake; the order is back in the kitchen', async ({ page, browser }) => {
  await acceptOrdersByHand(page.request);
  const dinerContext = await signedOutContext(browser);
  try {
    const customerName = `${unique('Selam')} Bekele`;
    const order = await placePickupOrder(dinerContext.request, { customerName });
    await page.clock.install();
    await page.goto('/admin/orders');
    const fresh = page
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: `Order ${order.orderNumber}` });
    if (order.asap) {
      await fresh.getByRole('button', { name: 'Accept', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Accept order ${order.orderNumber}` });
      await dialog.getByRole('button', { name: /^Ready in 20 minutes/ }).click();
    } else {
      // A scheduled order is accepted for its slot.
      await fresh.getByRole('button', { name: /^Accept for / }).click();
    }
    const kitchen = page.getByRole('region', { name: /^In the kitchen/ });
    const ready = page.getByRole('region', { name: /^Ready/ });
    const cooking = kitchen.getByRole('article', { name: `Order ${order.orderNumber}` });
    await cooking.getByRole('button', { name: 'Ready', exact: true }).click();
    const done = ready.getByRole('article', { name: `Order ${order.orderNumber}` });
    await done.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(page).getByText(`Order ${order.orderNumber} is back where it was.`)).toBeVisible();
    await expect(cooking).toBeVisible();
    await expect(cooking.getByRole('button', { name: 'Ready', exact: true })).toBeVisible();
    await expect(cooking.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  } finally {
    await dinerContext.close();
  }
});
