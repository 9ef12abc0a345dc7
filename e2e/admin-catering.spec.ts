import type { Locator, Page } from '@playwright/test';
import type { CateringOrderDto } from '@shared/schemas/catering';
import type { SiteInfo } from '@shared/schemas/settings';
import { addDays, zonedMoment } from '@shared/time';
import { expect, openSection, signedOutContext, signInThroughApi, test, toasts, unique } from './support/admin';
import { seriousViolations } from './support/axe';

// Admin > Catering against the shared database: each journey makes orders with a unique last
// name, finds them through the search box, and never counts the whole list.

async function eventDateAhead(page: Page, days: number): Promise<string> {
  const site = (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
  return addDays(zonedMoment(site.timeZone).date, days);
}

/** Narrows the list to one client through the search box and returns that client's row. */
async function findOrder(page: Page, firstName: string, lastName: string): Promise<Locator> {
  await page.getByLabel('Search catering orders').fill(lastName);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: `${firstName} ${lastName}` }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function createOrderThroughApi(
  page: Page,
  order: Partial<CateringOrderDto> & { firstName: string; lastName: string },
) {
  const response = await page.request.post('/api/admin/catering-orders', {
    data: {
      email: `${order.lastName.toLowerCase()}@example.com`,
      phone: '612-555-0142',
      eventType: 'Business Meeting',
      eventDate: await eventDateAhead(page, 9),
      eventTime: '12:30',
      guestCount: 30,
      deliveryAddress: '250 Marquette Avenue, Minneapolis, MN 55401',
      serviceType: 'delivery',
      ...order,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CateringOrderDto;
}

test('a client asks for catering on the website; the owner sends a quote and the order reads Quoted', async ({
  page,
  browser,
}) => {
  const lastName = unique('Quote');
  const eventDate = await eventDateAhead(page, 6);

  // The client, not signed in, uses the public inquiry form.
  const visitorContext = await signedOutContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/catering');
  const inquiry = visitor.getByRole('region', { name: 'Request a catering quote' });
  await inquiry.getByLabel('First name *').fill('Selamawit');
  await inquiry.getByLabel('Last name *').fill(lastName);
  await inquiry.getByLabel('Email *').fill(`${lastName.toLowerCase()}@example.com`);
  await inquiry.getByLabel('Phone *').fill('612-555-0177');
  await inquiry.getByLabel('Event type *').selectOption('Anniversary');
  await inquiry.getByLabel('Number of guests *').fill('80');
  await inquiry.getByLabel('Event date *').fill(eventDate);
  await inquiry.getByLabel('Event time *').fill('18:00');
  await inquiry.getByRole('radio', { name: 'Full service' }).check();
  await inquiry.getByLabel('Event address *').fill('1234 University Avenue West, Saint Paul, MN 55104');
  await inquiry.getByRole('button', { name: 'Send catering request' }).click();
  await expect(visitor.getByText('Catering request sent', { exact: true })).toBeVisible();
  await visitorContext.close();

  // The owner finds it, pending, with the address cut at 30 characters.
  await openSection(page, 'Catering');
  const row = await findOrder(page, 'Selamawit', lastName);
  await expect(row.getByText('Anniversary')).toBeVisible();
  await expect(row.getByText('80 guests')).toBeVisible();
  await expect(row.getByText('1234 University Avenue West, S…')).toBeVisible();
  const status = row.getByRole('combobox', { name: `Status for Selamawit ${lastName}` });
  await expect(status).toHaveValue('pending');

  await row.getByRole('button', { name: `Quote for Selamawit ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Quote' });
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText('Quote amount is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Quote amount ($) *').fill('1250.00');
  await dialog.getByLabel('Notes for the client (optional)').fill('Includes delivery, setup and injera for 80.');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(toasts(page).getByText('Quote sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(status).toHaveValue('quoted');
  await expect(row.getByText('$1,250.00')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Quote for/ })).toHaveCount(0);

  // The details show the quote and when it was sent.
  await row.getByRole('button', { name: `View catering order for Selamawit ${lastName}` }).click();
  const details = page.getByRole('dialog', { name: 'Catering Order Details' });
  await expect(details.getByText('Includes delivery, setup and injera for 80.')).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: '$1,250.00' })).toBeVisible();
  await expect(details.getByText('Quote sent at')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
});

test('the owner adds an order through the tabbed dialog, edits it, changes its status and deletes it', async ({
  page,
}) => {
  const lastName = unique('Tabs');
  const eventDate = await eventDateAhead(page, 20);
  await openSection(page, 'Catering');

  await page.getByRole('button', { name: 'Add Catering Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Catering Order' });
  const tab = (name: string) => dialog.getByRole('tab', { name });

  // Client Info, but the first name is forgotten.
  await dialog.getByLabel('Last name *').fill(lastName);
  await dialog.getByLabel('Email *').fill(`${lastName.toLowerCase()}@example.com`);
  await dialog.getByLabel('Phone *').fill('612-555-0199');
  await dialog.getByLabel('Preferred contact').selectOption('text');
  await dialog.getByLabel('Their language').selectOption({ label: 'አማርኛ' });

  await tab('Event Details').click();
  await expect(dialog.getByLabel('Number of guests *')).toHaveValue('25');
  await dialog.getByLabel('Event type *').selectOption('Birthday Party');
  await dialog.getByLabel('Number of guests *').fill('5');
  await dialog.getByLabel('Event date *').fill(eventDate);
  await dialog.getByLabel('Event time *').fill('15:00');
  await dialog.getByLabel('Service type *').selectOption('pickup');
  await dialog.getByLabel('Delivery address *').fill('Pickup at the restaurant');
  await dialog.getByLabel('Menu selections (optional)').fill('Doro Wot\nShiro\n');
  await dialog.getByLabel('Equipment needed (optional)').fill('Serving trays');

  await tab('Admin & Pricing').click();
  await dialog.getByLabel('Admin notes (optional)').fill('Birthday cake from a partner bakery.');
  await dialog.getByRole('button', { name: 'Create' }).click();

  // The dialog brings the first tab with an error into view and marks the other one.
  await expect(tab('Client Info')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByLabel('First name *')).toBeFocused();
  await expect(tab('Event Details')).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('First name *').fill('Meron');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(tab('Event Details')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Minimum 10 guests for catering')).toBeVisible();
  await dialog.getByLabel('Number of guests *').fill('45');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page).getByText('Catering order created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const name = `Meron ${lastName}`;
  const row = await findOrder(page, 'Meron', lastName);
  await expect(row.getByText('Birthday Party')).toBeVisible();
  await expect(row.getByText('45 guests')).toBeVisible();

  // Edit: more guests and a quoted price.
  await row.getByRole('button', { name: `Edit catering order for ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Catering Order' });
  await expect(edit.getByLabel('First name *')).toHaveValue('Meron');
  await edit.getByRole('tab', { name: 'Event Details' }).click();
  await expect(edit.getByLabel('Menu selections (optional)')).toHaveValue('Doro Wot\nShiro');
  await edit.getByLabel('Number of guests *').fill('60');
  await edit.getByRole('tab', { name: 'Admin & Pricing' }).click();
  await edit.getByLabel('Quoted amount ($) (optional)').fill('840');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Catering order updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByText('60 guests')).toBeVisible();
  await expect(row.getByText('$840.00')).toBeVisible();

  // Status, inline.
  const status = row.getByRole('combobox', { name: `Status for ${name}` });
  await status.selectOption('confirmed');
  await expect(toasts(page).getByText('Status updated successfully')).toBeVisible();
  await expect(status).toHaveValue('confirmed');
  await expect(row.getByRole('button', { name: /^Quote for/ })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
  await expect(row).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(page.getByText('No catering orders match your current filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The details show every field, lists included.
  await findOrder(page, 'Meron', lastName);
  await row.getByRole('button', { name: `View catering order for ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Catering Order Details' });
  for (const text of [
    'Doro Wot',
    'Shiro',
    'Serving trays',
    'Text message',
    'አማርኛ',
    'Birthday cake from a partner bakery.',
    'Not sent',
  ]) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  await details.getByRole('button', { name: 'Close' }).click();

  // Delete, after confirming.
  await row.getByRole('button', { name: `Delete catering order for ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Catering order deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No catering orders match your current filters.')).toBeVisible();
});

test('staff see add, quote, edit and delete disabled with the reason, and can still change the status', async ({
  page,
  browser,
}) => {
  const username = unique('staff-cat').toLowerCase();
  const password = 'staff-password-123';
  const created = await page.request.post('/api/admin/users', {
    data: { username, passwordHash: password, role: 'staff', isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lastName = unique('Staff');
  await createOrderThroughApi(page, { firstName: 'Dawit', lastName });

  const staffContext = await signedOutContext(browser);
  await signInThroughApi(staffContext.request, { username, password });
  const staff = await staffContext.newPage();
  await openSection(staff, 'Catering');

  await expect(staff.getByRole('note').filter({ hasText: 'Only admins and managers can do this' })).toBeVisible();
  const add = staff.getByRole('button', { name: 'Add Catering Order' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Only admins and managers can do this');

  const name = `Dawit ${lastName}`;
  const row = await findOrder(staff, 'Dawit', lastName);
  for (const label of [`Quote for ${name}`, `Edit catering order for ${name}`, `Delete catering order for ${name}`]) {
    await expect(row.getByRole('button', { name: label })).toBeDisabled();
  }
  await expect(row.getByRole('button', { name: `View catering order for ${name}` })).toBeEnabled();

  const status = row.getByRole('combobox', { name: `Status for ${name}` });
  await status.selectOption('confirmed');
  await expect(toasts(staff).getByText('Status updated successfully')).toBeVisible();
  await expect(status).toHaveValue('confirmed');
  await expect(row.getByRole('button', { name: /^Quote for/ })).toHaveCount(0);

  await staffContext.close();
});
