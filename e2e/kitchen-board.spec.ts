import { ORDERING } from '@shared/ordering-constants';
import type { OrderingSettings } from '@shared/schemas/ordering';
import { expect, signedOutContext, test, toasts, unique } from './support/admin';
import { acceptOrdersByHand, placePickupOrder } from './support/pickup-orders';

/** The kitchen's tablet, held sideways. */
test.use({ viewport: { width: 1024, height: 768 } });

test('staff accept a new pickup order on the board with 20 minutes and mark it ready; the guest sees it ready', async ({
  page,
  browser,
}) => {
  await acceptOrdersByHand(page.request);
  const dinerContext = await signedOutContext(browser);
  try {
    const diner = dinerContext.request;
    // The board is open before the order comes in, and shows it when told.
    await page.clock.install();
    await page.goto('/admin/orders');
    const newColumn = page.getByRole('region', { name: /^New/ });
    const kitchen = page.getByRole('region', { name: /^In the kitchen/ });
    const ready = page.getByRole('region', { name: /^Ready/ });
    await expect(newColumn).toBeVisible();

    const customerName = `${unique('Meron')} Tadesse`;
    const order = await placePickupOrder(diner, {
      customerName,
      phone: '(612) 555-0188',
      quantity: 2,
      note: 'Extra awaze <b>please</b>',
      specialInstructions: 'Ring the bell <script>alert(1)</script>',
    });
    expect(order.status).toBe('pending');

    // The guest keeps the status page open; it reads the order again every 10 seconds.
    const guest = await dinerContext.newPage();
    await guest.clock.install();
    await guest.goto(new URL(order.statusUrl).pathname);
    const currentStep = guest.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]');
    await expect(currentStep).toContainText('Received');

    await page.clock.runFor(ORDERING.boardPollSeconds * 1000);
    const ticket = newColumn.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText(customerName)).toBeVisible();
    await expect(ticket.getByText('Pay at pickup')).toBeVisible();
    // What the guest typed is shown as text, never as markup.
    await expect(ticket.getByText('Ring the bell <script>alert(1)</script>')).toBeVisible();
    await expect(ticket.getByText('Note: Extra awaze <b>please</b>')).toBeVisible();

    if (order.asap) {
      await ticket.getByRole('button', { name: 'Accept', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Accept order ${order.orderNumber}` });
      await dialog.getByRole('button', { name: /^Ready in 20 minutes/ }).click();
    } else {
      // A scheduled order is accepted for its slot.
      await ticket.getByRole('button', { name: /^Accept for / }).click();
    }
    await expect(toasts(page).getByText(`Order ${order.orderNumber} accepted.`)).toBeVisible();
    const cooking = kitchen.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(cooking).toBeVisible();
    await expect(cooking.getByText(/^Ready by /)).toBeVisible();

    await cooking.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(toasts(page).getByText(`Order ${order.orderNumber} is ready; the guest is told.`)).toBeVisible();
    await expect(ready.getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(
      ready
        .getByRole('article', { name: `Order ${order.orderNumber}` })
        .getByRole('button', { name: 'Picked up (paid)' }),
    ).toBeVisible();

    // The guest's page shows it ready at its next read.
    await guest.clock.runFor(ORDERING.statusPollSeconds * 1000);
    await expect(currentStep).toContainText('Ready for pickup');

    // The guest's status page reads the same order.
    const status = await (await diner.get(`/api/orders/status/${encodeURIComponent(order.statusToken)}`)).json();
    expect(status).toMatchObject({ orderNumber: order.orderNumber, status: 'ready' });
    if (order.asap) expect(status.readyAt).not.toBeNull();
  } finally {
    await dinerContext.close();
  }
});

test('a manager sets pickup ordering in Settings: a wrong tax rate is refused on its field, the rate with the downtown tax is previewed, a change is saved', async ({
  page,
}) => {
  const before = (await (await page.request.get('/api/admin/ordering-settings')).json()) as OrderingSettings;
  try {
    await page.goto('/admin?tab=settings');
    const card = page.getByRole('region', { name: 'Pickup ordering' });
    const rate = card.getByLabel('Sales tax rate');
    await expect(rate).toHaveValue(before.taxRate);

    await rate.fill('25');
    await card.getByRole('button', { name: 'Save pickup ordering' }).click();
    await expect(rate).toHaveAccessibleDescription(/Enter a tax rate in percent, like 9\.025, from 0 to 20/);

    await rate.fill('9.025');
    await card.getByRole('switch', { name: 'Downtown taxing area' }).click();
    await expect(card.getByText('Orders are taxed at 12.025%.')).toBeVisible();
    await card.getByRole('switch', { name: 'Downtown taxing area' }).click();

    const busy = card.getByLabel('Extra time when busy (minutes)');
    await busy.fill(String(before.busyExtraMinutes + 5));
    await card.getByRole('button', { name: 'Save pickup ordering' }).click();
    await expect(toasts(page).getByText('Pickup ordering saved')).toBeVisible();
    const saved = (await (await page.request.get('/api/admin/ordering-settings')).json()) as OrderingSettings;
    expect(saved).toMatchObject({
      busyExtraMinutes: before.busyExtraMinutes + 5,
      taxRate: '9.025',
      downtownTax: false,
    });
  } finally {
    // Only what this test changed: the board's test switches automatic accepting meanwhile.
    const { busyExtraMinutes, taxRate, downtownTax } = before;
    await page.request.put('/api/admin/ordering-settings', { data: { busyExtraMinutes, taxRate, downtownTax } });
  }
});
