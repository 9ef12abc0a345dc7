import type { OrderingSettings, PlacedOrderDto } from '@shared/schemas/ordering';
import { expect, signedOutContext, test, unique } from './support/admin';
import { firstPickupTime } from './support/pickup-times';

/** The kitchen's tablet, held upright. */
test.use({ viewport: { width: 820, height: 1180 } });

interface MenuItem {
  id: number;
  orderable?: boolean;
  options?: { required: boolean }[];
}

test('an order placed elsewhere appears on the open board without a reload, counted in the tab title', async ({
  page,
  browser,
}) => {
  const settings = (await (await page.request.get('/api/admin/ordering-settings')).json()) as OrderingSettings;
  const off = await page.request.put('/api/admin/ordering-settings', { data: { enabled: true, autoAccept: false } });
  expect(off.status(), await off.text()).toBe(200);
  const dinerContext = await signedOutContext(browser);
  try {
    const diner = dinerContext.request;
    const { timeZone } = (await (await diner.get('/api/site-info')).json()) as { timeZone: string };
    const pickupTime = await firstPickupTime(diner, timeZone);
    const dishes = (await (await diner.get('/api/menu-items')).json()) as MenuItem[];
    const dish = dishes.find((item) => item.orderable !== false && !item.options?.some((group) => group.required));

    await page.goto('/admin/orders');
    await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
    const waitingBefore = await page.getByRole('region', { name: /^New/ }).getByRole('article').count();

    const customerName = `${unique('Selam')} Girma`;
    const placed = await diner.post('/api/orders', {
      headers: { 'Idempotency-Key': `kitchen-live-${unique('key')}` },
      data: {
        customerName,
        phone: '(612) 555-0177',
        email: 'live-board@diner.example',
        pickupTime,
        items: [{ menuItemId: dish!.id, quantity: 1 }],
        paymentMethod: 'pay_at_pickup',
        language: 'en',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as PlacedOrderDto;

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
    await page.request.put('/api/admin/ordering-settings', { data: settings });
  }
});
