import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { MenuItemOptionDto, OrderingStatusDto } from '@shared/schemas/ordering';
import { expect, signedOutContext, test, toasts, unique } from './support/own-server';

type Dish = PublicMenuItemDto & { orderable: boolean; options: MenuItemOptionDto[] };

/*
 * A pause refuses every diner's order: this journey runs on a server of its own
 * (e2e/support/own-server.ts), so no diner journey on the shared server meets it, and it resumes
 * ordering in a finally block for the worker's next journey.
 */

/** The kitchen's tablet, held sideways. */
test.use({ viewport: { width: 1024, height: 768 } });

test('staff pause ordering for 30 minutes with a reason: the diner at checkout reads why and until when; resuming lets orders in again', async ({
  page,
  browser,
}) => {
  const reason = `${unique('Catering rush')}: back soon`;
  const dinerContext = await signedOutContext(browser);
  try {
    await page.goto('/admin/orders');
    const taking = page.getByRole('region', { name: 'Taking orders' });
    await expect(taking.getByRole('status')).toHaveText('Taking online orders.');

    await taking.getByRole('button', { name: 'Pause ordering' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause online ordering' });
    await dialog.getByLabel('Reason for diners (optional)').fill(reason);
    await dialog.getByRole('group', { name: 'How long' }).getByRole('button', { name: '30 min' }).click();
    await expect(dialog).toBeHidden();
    await expect(taking.getByRole('status')).toContainText(/^Ordering paused until \d{1,2}:\d{2} [AP]M/);
    await expect(taking.getByRole('status')).toContainText(`Diners read: “${reason}”`);

    // The diner has a dish in the cart and reaches checkout: the page says ordering is paused, until when and why.
    const diner = await dinerContext.newPage();
    const dishes = (await (await diner.request.get('/api/menu-items')).json()) as Dish[];
    const plain = dishes.find((dish) => dish.orderable && dish.options.length === 0);
    expect(plain, 'the seeded menu has a dish for pickup without options').toBeDefined();
    await diner.goto('/menu');
    await diner
      .getByRole('region', { name: 'Full Menu' })
      .getByRole('article', { name: plain!.name, exact: true })
      .getByRole('button', { name: 'Add to order' })
      .click();
    await expect(toasts(diner).getByText(`Added to your order: ${plain!.name}`)).toBeVisible();
    await diner.goto('/order/checkout');
    const notice = diner.getByRole('alert').filter({ hasText: 'We have paused online orders' });
    await expect(notice).toContainText(
      /We have paused online orders until \d{1,2}:\d{2} [AP]M\. Please try again then\./,
    );
    await expect(notice).toContainText(`From the kitchen: “${reason}”`);
    const status = (await (await diner.request.get('/api/ordering')).json()) as OrderingStatusDto;
    expect(status).toMatchObject({ acceptingOrders: false, reasonKey: 'paused', pauseReason: reason });

    // Staff resume: the diner's next visit to checkout has no notice.
    await taking.getByRole('button', { name: 'Resume ordering' }).click();
    await expect(taking.getByRole('status')).toHaveText('Taking online orders.');
    await diner.reload();
    await expect(diner.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(diner.getByText('We have paused online orders', { exact: false })).toHaveCount(0);
  } finally {
    await page.request.delete('/api/admin/ordering/pause');
    await dinerContext.close();
  }
});
