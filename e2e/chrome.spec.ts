import { expect, test } from './support/test';

test('the header shows the live open/closed state; its dropdowns and the quick-access menu lead to the pages; the floating contact button opens call, visit and hours, not on the hall page', async ({
  page,
  request,
}) => {
  const status = (await (await request.get('/api/restaurant-status')).json()) as { isOpen: boolean };
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(status.isOpen ? 'OPEN' : 'CLOSED');

  // The Menu and Services & Events dropdowns, the desktop's navigation.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Services & Events' }).click();
  await page.getByRole('menuitem', { name: 'Catering Service' }).click();
  await expect(page).toHaveURL(/\/catering$/);
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Order Online' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'View Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);

  // The quick-access menu lists the pages, the social links and the phone.
  await page.getByRole('button', { name: 'Quick links' }).click();
  const menu = page.getByRole('menu');
  for (const name of [
    'Menu',
    'Order Online',
    'About',
    'Hall Reservation',
    'Contact',
    'Gift Card',
    'Facebook',
    'Instagram',
    'TikTok',
  ]) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: /Call/ })).toHaveAttribute('href', 'tel:+16125550147');
  await menu.getByRole('menuitem', { name: 'Hall Reservation' }).click();
  await expect(page).toHaveURL(/\/hall-reservations$/);
  // The hall page has contacts of its own: no floating contact button.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact us' })).toHaveCount(0);

  await page.goto('/order');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get in touch' });
  await expect(dialog.getByRole('link', { name: /Call us: \(612\) 555-0147/ })).toHaveAttribute(
    'href',
    'tel:+16125550147',
  );
  await expect(dialog.getByText('2418 Riverside Avenue, Minneapolis, MN 55454')).toBeVisible();
  await expect(dialog.getByText('11:00 AM – 10:00 PM')).toBeVisible();
  // The corner X and the Close button at the bottom both close it; this uses the one at the bottom.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});

test('choosing Amharic moves to the Amharic address of the page, and English back', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'EN — Language: English' }).click();
  await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
  await expect(page).toHaveURL(/\/am\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('link', { name: 'ስለ እኛ' }).first()).toHaveAttribute('href', '/am/about');
  // The address decides the language: a reload, or a shared link, stays Amharic.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await page.getByRole('button', { name: /አማርኛ/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // And the English address is English, whatever was chosen before: there is no redirect.
  await page.goto('/am/menu');
  await page.goto('/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on a phone, the drawer groups the pages, ends with the address and phone, and holds the language menu', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  for (const group of ['Restaurant', 'Ethiopian Culture', 'Information']) {
    await expect(drawer.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(drawer.getByText('2418 Riverside Avenue, Minneapolis, MN 55454')).toBeVisible();
  await drawer.getByRole('link', { name: 'Coffee Ceremony' }).click();
  await expect(page).toHaveURL(/\/coffee-ceremony$/);
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'EN — Language: English' }).click();
  await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
  await expect(page).toHaveURL(/\/am\/coffee-ceremony$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  // The drawer stays open, now in Amharic.
  await page.getByRole('dialog', { name: 'ዋና ማውጫ' }).getByRole('button', { name: /አማርኛ/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/coffee-ceremony$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
