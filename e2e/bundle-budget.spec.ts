import { expect, test } from './support/test';
import { measureFirstVisit, PHONE_CONTEXT } from '../scripts/lib/first-visit-bytes';

// The landing page's budget is 100 KB of gzip JavaScript (npm run bench:web prints the figure).
// This guard fails the suite once a change takes it past 150 KB.
const GUARD_BYTES = 150 * 1024;

test('a first visit to / loads at most 150 KB of gzip JavaScript, on a phone and on a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const context of [PHONE_CONTEXT, { viewport: { width: 1280, height: 800 } }]) {
    const visit = await measureFirstVisit(browser, `${baseURL}/`, context);
    const scripts = visit.files.filter((file) => file.kind === 'js');
    expect(scripts.length, 'the entry script was measured').toBeGreaterThan(0);
    expect(
      visit.jsGzipBytes,
      `${context.viewport?.width} px: ${scripts.map((file) => `${file.url.split('/').pop()} ${file.gzipBytes}`).join(', ')}`,
    ).toBeLessThanOrEqual(GUARD_BYTES);
  }
});
