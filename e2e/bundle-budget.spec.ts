import { expect, test } from './support/test';
import { measureFirstVisit, PHONE_CONTEXT } from '../scripts/lib/first-visit-bytes';

// The budgets are 100 KB of JavaScript for /, 140 KB for /reservations and 130 KB for /order and
// /order/checkout, in the bytes a browser receives (npm run bench:web prints the figures). These
// guards fail the suite once a change takes a page far past its budget.
const GUARD_KB: Record<string, number> = { '/': 150, '/reservations': 200, '/order/checkout': 190 };

for (const [route, guardKb] of Object.entries(GUARD_KB)) {
  test(`a first visit to ${route} receives at most ${guardKb} KB of JavaScript, on a phone and on a desktop`, async ({
    browser,
    baseURL,
  }) => {
    for (const context of [PHONE_CONTEXT, { viewport: { width: 1280, height: 800 } }]) {
      const visit = await measureFirstVisit(browser, `${baseURL}${route}`, context);
      const scripts = visit.files.filter((file) => file.kind === 'js');
      expect(scripts.length, 'the entry script was measured').toBeGreaterThan(0);
      expect(
        visit.js.received,
        `${context.viewport?.width} px: ${scripts.map((file) => `${file.url.split('/').pop()} ${file.receivedBytes} ${file.encoding}`).join(', ')}`,
      ).toBeLessThanOrEqual(guardKb * 1024);
    }
  });
}
