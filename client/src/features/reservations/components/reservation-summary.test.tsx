import { prerender } from 'react-dom/static';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { I18nProvider, loadLanguage } from '@/lib/i18n';
import { ReservationSummary } from './reservation-summary';

async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <I18nProvider>
        <ReservationSummary date="2026-11-23" time="19:00" guests={4} />
      </I18nProvider>
    </Router>,
  );
  return new Response(prelude).text();
}

describe('ReservationSummary', () => {
  test('in Amharic the date is also given in the Ethiopian calendar, and the time in Amharic', async () => {
    await loadLanguage('am');
    const html = await render('/am/reservations');
    expect(html).toContain('በኢትዮጵያ አቆጣጠር');
    expect(html).toContain('ኅዳር 14 ቀን 2019 ዓ.ም.');
    expect(html).toContain('ሰኞ 23 ኖቬምበር 2026');
    expect(html).toContain('7:00 ከሰዓት');
  });

  test('in English it is not', async () => {
    const html = await render('/reservations');
    expect(html).toContain('Monday, November 23, 2026');
    expect(html).toContain('7:00 PM');
    expect(html).not.toContain('ዓ.ም.');
  });
});
