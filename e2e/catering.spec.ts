import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { CateringOrderDto } from '@shared/schemas/catering';
import type { SiteInfo } from '@shared/schemas/settings';
import { addDays, zonedMoment } from '@shared/time';

const form = (page: Page) => page.getByRole('region', { name: 'Request a catering quote' });

test('the catering page shows what we cater and how to reach the team; the inquiry form says what is wrong, and a valid inquiry shows the confirmation and reaches the staff list', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  const { business } = site;
  await page.goto('/catering');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Catering Service | Selam Ethiopian Restaurant');
  await expect(page.getByText('10–500')).toBeVisible();
  await expect(page.getByText('and surrounding areas, within 50 miles')).toBeVisible();
  await expect(page.getByText('24-hour')).toBeVisible();
  for (const service of ['Corporate catering', 'Special celebrations', 'Cultural events']) {
    await expect(page.getByRole('heading', { name: service })).toBeVisible();
  }
  const dishes = page.getByRole('region', { name: 'Popular catering dishes' });
  await expect(dishes.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Why choose Selam catering' }).getByRole('listitem')).toHaveCount(4);

  const team = page.getByRole('region', { name: 'Talk to our catering team' });
  await expect(team.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute('href', /^tel:/);
  await expect(team.getByRole('link', { name: business.cateringEmail })).toHaveAttribute(
    'href',
    `mailto:${business.cateringEmail}`,
  );

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Missing and out-of-range fields, each said next to it.
  const inquiry = form(page);
  await expect(inquiry.getByLabel('Number of guests *')).toHaveValue('25');

  await inquiry.getByLabel('Number of guests *').fill('5');
  await inquiry.getByRole('button', { name: 'Send catering request' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Valid phone number is required',
    'Event type is required',
    'Minimum 10 guests for catering',
    'Event date is required',
    'Event time is required',
    'Service type is required',
    'Delivery address is required',
  ]) {
    await expect(inquiry.getByText(message)).toBeVisible();
  }

  await inquiry.getByLabel('Number of guests *').fill('501');
  await expect(inquiry.getByText('Maximum 500 guests')).toBeVisible();
  // An empty guest box falls back to 10, which is allowed.
  await inquiry.getByLabel('Number of guests *').fill('');
  await expect(inquiry.getByText(/guests for catering|Maximum 500 guests/)).toHaveCount(0);

  // A valid inquiry.
  const email = `catering-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const eventDate = addDays(zonedMoment(site.timeZone).date, 5);

  await expect(inquiry.getByLabel('Event date *')).toHaveAttribute('min', addDays(zonedMoment(site.timeZone).date, 1));
  await inquiry.getByLabel('First name *').fill('Abeba');
  await inquiry.getByLabel('Last name *').fill('Tesfaye');
  await inquiry.getByLabel('Email *').fill(email);
  await inquiry.getByLabel('Phone *').fill('612-555-0100');
  await inquiry.getByLabel('Company or organisation (optional)').fill('North Loop Design');
  await inquiry.getByLabel('Event type *').selectOption('Graduation');
  await inquiry.getByLabel('Number of guests *').fill('40');
  await inquiry.getByLabel('Event date *').fill(eventDate);
  await inquiry.getByLabel('Event time *').fill('13:30');
  await inquiry.getByRole('radio', { name: 'Full service' }).check();
  await inquiry.getByLabel('Event address *').fill('100 Main Street, Minneapolis, MN');
  await inquiry.getByLabel('Dietary restrictions (optional)').fill('Eight vegan guests');
  await inquiry.getByRole('radio', { name: 'Phone call' }).check();
  await inquiry.getByRole('button', { name: 'Send catering request' }).click();

  await expect(page.getByText('Catering request sent', { exact: true })).toBeVisible();
  await expect(inquiry.getByRole('heading', { name: 'Thank you, Abeba!' })).toBeVisible();
  await expect(inquiry.getByText(/for 40 guests/)).toBeVisible();

  const login = await page.request.post('/api/admin/login', {
    data: { username: 'owner', password: 'owner-password-123' },
  });
  expect(login.ok()).toBe(true);
  const orders = (await (await page.request.get('/api/admin/catering-orders')).json()) as CateringOrderDto[];
  const stored = orders.find((order) => order.email === email);
  expect(stored).toMatchObject({
    firstName: 'Abeba',
    lastName: 'Tesfaye',
    eventType: 'Graduation',
    eventDate,
    eventTime: '13:30',
    guestCount: 40,
    serviceType: 'full-service',
    contactPreference: 'phone',
    status: 'pending',
  });
});
