import { ORDERING } from '@shared/ordering-constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { MenuItemOptionDto, OrderingSettings, PickupSlotsDto } from '@shared/schemas/ordering';
import { restaurantDate } from './support/dates';
import { expect, test, toasts, unique } from './support/own-server';

type Dish = PublicMenuItemDto & { orderable: boolean; options: MenuItemOptionDto[] };

/*
 * A pickup slot is filled by shrinking every slot's room: a setting every diner's order meets, so
 * this journey runs on a server of its own (e2e/support/own-server.ts) and puts the room back.
 */

/** The kitchen's tablet, held upright. */
test.use({ viewport: { width: 820, height: 1180 } });

test('staff take a phone order into a full pickup slot with "Place anyway", and the board shows it in the kitchen', async ({
  page,
}) => {
  const before = (await (await page.request.get('/api/admin/ordering-settings')).json()) as OrderingSettings;
  try {
    const tight = await page.request.put('/api/admin/ordering-settings', {
      data: { enabled: true, slotLoadCapacity: 1 },
    });
    expect(tight.status(), await tight.text()).toBe(200);
    const dishes = (await (await page.request.get('/api/menu-items')).json()) as Dish[];
    const dish = dishes.find((item) => item.orderable && item.options.length === 0);
    expect(dish, 'the seeded menu has a dish for pickup without options').toBeDefined();

    // The first pickup time offered after today; an order taken for it fills it.
    let slot: { date: string; time: string } | undefined;
    for (let day = 1; day <= ORDERING.maxDaysAhead && !slot; day++) {
      const date = restaurantDate(day);
      const slots = (await (await page.request.get(`/api/ordering/slots?date=${date}`)).json()) as PickupSlotsDto;
      const free = slots.slots?.find((entry) => entry.state === 'available');
      if (free) slot = { date, time: free.time };
    }
    expect(slot, 'a pickup time is offered on a coming day').toBeDefined();
    const first = await page.request.post('/api/admin/online-orders', {
      headers: { 'Idempotency-Key': unique('phone-first') },
      data: {
        customerName: 'Almaz Tesfaye',
        phone: '(612) 555-0140',
        pickupTime: `${slot!.date}T${slot!.time}`,
        items: [{ menuItemId: dish!.id, quantity: 1 }],
        paymentMethod: 'pay_at_pickup',
      },
    });
    expect(first.status(), await first.text()).toBe(201);

    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Phone order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a phone order' });
    await dialog.getByLabel('Choose a dish').selectOption(String(dish!.id));
    await dialog.getByLabel('Quantity').fill('2');
    await expect(dialog.getByRole('status')).toContainText(/^Total, tax included: \$\d+\.\d{2}$/);
    const customerName = `${unique('Hirut')} Alemu`;
    await dialog.getByLabel('Name', { exact: true }).fill(customerName);
    await dialog.getByLabel('Phone', { exact: true }).fill('(612) 555-0163');
    await dialog.getByRole('radio', { name: 'At a day and time' }).check();
    await dialog.getByLabel('Day', { exact: true }).fill(slot!.date);
    await dialog.getByLabel('Time', { exact: true }).fill(slot!.time);
    await dialog.getByRole('button', { name: 'Place order' }).click();

    // The slot has no room left: staff are asked, and place it anyway.
    const confirm = page.getByRole('alertdialog', { name: 'Place anyway?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Place anyway' }).click();
    const placed = toasts(page).getByText(/^Phone order \d+ placed: \$\d+\.\d{2}\.$/);
    await expect(placed).toBeVisible();
    const orderNumber = /Phone order (\d+)/.exec((await placed.textContent()) ?? '')![1]!;
    await expect(dialog).toBeHidden();

    // Taken on the phone, it goes straight to the kitchen.
    const ticket = page
      .getByRole('region', { name: /^In the kitchen/ })
      .getByRole('article', { name: `Order ${orderNumber}` });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText(customerName)).toBeVisible();
    await expect(ticket.getByText('Phone order', { exact: false })).toBeVisible();
  } finally {
    await page.request.put('/api/admin/ordering-settings', {
      data: { enabled: before.enabled, slotLoadCapacity: before.slotLoadCapacity },
    });
  }
});
