import { expect, test } from './support/test';
import { formatAddress } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';
import { formatPeriods } from '@shared/schedule';
import { groupWeeklyHours } from '@shared/time';

const capitalise = (day: string) => day[0]!.toUpperCase() + day.slice(1);

test('the contact page shows the address, phones, hours, other ways to reach us and both locations from the settings, the compact reservation form and the hall panel', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-info')).json()) as SiteInfo;
  const { business } = site;
  await page.goto('/contact');

  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | Selam Ethiopian Restaurant');

  const main = page.getByRole('main');
  await expect(main.getByText(formatAddress(business.address)).first()).toBeVisible();
  await expect(main.getByText(formatAddress(business.hallAddress))).toBeVisible();

  await expect(main.getByRole('link', { name: business.phone, exact: true }).first()).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expect(main.getByRole('link', { name: business.hallPhone, exact: true }).first()).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );

  const hours = main.getByRole('heading', { name: 'Hours', exact: true }).locator('..');
  for (const group of groupWeeklyHours(site.weeklyHours)) {
    const days =
      group.from === group.to ? capitalise(group.from) : `${capitalise(group.from)} - ${capitalise(group.to)}`;
    await expect(hours.getByText(days, { exact: true })).toBeVisible();
    if (!group.hours.closed) {
      await expect(hours.getByText(formatPeriods(group.hours.periods, '-'), { exact: true }).first()).toBeVisible();
    }
  }

  const directions = main.getByRole('link', { name: /Get directions/ });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(directions).toHaveAttribute('target', '_blank');

  const other = page.getByRole('region', { name: 'Other Ways to Reach Us' });
  for (const topic of ['Catering inquiries', 'General information', 'Group dining', 'Business partnerships']) {
    await expect(other.getByRole('heading', { name: topic })).toBeVisible();
  }
  await expect(other.getByRole('link', { name: business.cateringEmail })).toHaveAttribute(
    'href',
    `mailto:${business.cateringEmail}`,
  );

  const locations = page.getByRole('region', { name: 'Find Our Locations' });
  for (const name of [business.name, business.hallName]) {
    const link = locations.getByRole('link', { name: new RegExp(`Directions to ${name}`) });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expect(link).toHaveAttribute('rel', /noopener noreferrer/);
  }

  const reservations = page.getByRole('region', { name: 'Restaurant reservations' });
  // The form loads as it comes near the screen, as a diner scrolls down to it.
  await reservations.scrollIntoViewIfNeeded();
  for (const label of ['Date', 'Time', 'Guests', 'First name', 'Last name', 'Email', 'Phone']) {
    await expect(reservations.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(reservations.getByRole('button', { name: 'Reserve Table' })).toBeVisible();

  const hall = page.getByRole('region', { name: 'Private event hall' });
  for (const feature of [
    'Ethiopian decor',
    'Full catering menu',
    'Audio/visual equipment',
    'Dedicated event coordinator',
    'Flexible seating',
    'Custom menu planning',
  ]) {
    await expect(hall.getByText(feature)).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await hall.getByRole('link', { name: 'Plan an event at the hall' }).click();
  await expect(page).toHaveURL(/\/hall-reservations$/);
});
