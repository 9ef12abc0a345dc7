import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/own-server';

// What a diner sees in a form before scripts run is what the form holds once they have: every
// field of every public form has the same value (or choice) in the server's HTML as after hydration.
// The pages of a diner's own link (their booking, a waitlist offer) read it in the browser: their
// forms are never in the server's HTML, nor are the forms that open on a click (a change, the waitlist).

/** Each named field of the page's forms: its value, or for a box or a round button whether it is chosen. */
function fieldsOf(page: Page): Promise<string[]> {
  return page.locator('main form').evaluateAll((forms) =>
    forms.flatMap((form, index) =>
      [...(form as HTMLFormElement).elements].flatMap((element) => {
        const field = element as HTMLInputElement;
        if (!field.name || field.type === 'hidden') return [];
        const value =
          field.type === 'checkbox' || field.type === 'radio' ? `${field.value}:${field.checked}` : field.value;
        return [`form ${index + 1} ${field.name} = ${value}`];
      }),
    ),
  );
}

async function serverFields(browser: Browser, baseURL: string, path: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await fieldsOf(page);
  } finally {
    await context.close();
  }
}

const PAGES = ['/reservations', '/contact', '/catering', '/gift-card', '/gift-card/balance'];

test('every public form holds the same values in the server HTML as once the page has started, in English and in Amharic', async ({
  page,
  browser,
  baseURL,
}) => {
  // The gift card request form shows while sales are on.
  expect((await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: true } })).status()).toBe(200);
  try {
    for (const path of PAGES.flatMap((path) => [path, `/am${path}`])) {
      const before = await serverFields(browser, baseURL!, path);
      expect(before.length, `${path} has a form`).toBeGreaterThan(0);
      await page.goto(path);
      // A form further down the page starts as it nears the screen; until a form has started,
      // its fields are disabled. Each is brought into view and waited for in turn: a form scrolled
      // past before the page's scripts ran would never have been near the screen once they had.
      for (const [index, form] of (await page.locator('main form').all()).entries()) {
        await form.scrollIntoViewIfNeeded();
        await expect(form.locator('fieldset.contents[disabled]'), `${path} form ${index + 1}`).toHaveCount(0);
      }
      expect(await fieldsOf(page), path).toEqual(before);
    }
  } finally {
    await page.request.put('/api/admin/settings', { data: { giftCardsEnabled: false } });
  }
});
