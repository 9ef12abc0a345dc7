import type { OrderingSettings, PlacedOrderDto } from '@shared/schemas/ordering';
import { expect, signedOutContext, test, toasts, unique } from './support/admin';
import { firstPickupTime } from './support/pickup-times';

/** The kitchen's tablet, held upright. */
test.use({ viewport: { width: 820, height: 1180 } });

test('staff undo a Ready pressed by mistake; the order is back in the kitchen', async ({ page, browser }) => {
  const settings = (await (await page.request.get('/api/admin/ordering-settings')).json()) as OrderingSettings;
  const off = await page.request.put('/api/admin/ordering-settings', { data: { enabled: true, autoAccept: false } });
  expect(off.status(), await off.text()).toBe(200);
  const dinerContext = await signedOutContext(browser);
  try {
    const diner = dinerContext.request;
    const { timeZone } = (await (await diner.get('/api/site-info')).json()) as { timeZone: string };
    const dishes = (await (await diner.get('/api/menu-items')).json()) as {
      id: number;
      orderable?: boolean;
      options?: { required: boolean }[];
    }[];
    const dish = dishes.find((item) => item.orderable !== false && !item.options?.some((group) => group.required));
    const customerName = `${unique('Selam')} Bekele`;
    const pickupTime = await firstPickupTime(diner, timeZone);
    const placed = await diner.post('/api/orders', {
      headers: { 'Idempotency-Key': `kitchen-undo-${unique('key')}` },
      data: {
        customerName,
        phone: '(612) 555-0177',
        email: `${customerName.split(' ')[0]!.toLowerCase()}@diner.example`,
        pickupTime,
        items: [{ menuItemId: dish!.id, quantity: 1 }],
        paymentMethod: 'pay_at_pickup',
        language: 'en',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as PlacedOrderDto;
    await page.clock.install();
    await page.goto('/admin/orders');
    const fresh = page
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: `Order ${order.orderNumber}` });
    if (pickupTime === 'asap') {
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
    await page.request.put('/api/admin/ordering-settings', { data: { autoAccept: settings.autoAccept } });
  }
});
