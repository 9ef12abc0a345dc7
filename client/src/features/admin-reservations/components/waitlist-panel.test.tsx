import { describe, expect, test } from 'vitest';
import type { WaitlistEntryDto } from '@shared/schemas/waitlist';
import { AdminProvider } from '@/components/admin/admin-context';
import { queryKeys } from '@/lib/query-keys';
import { markupText, renderMarkup } from '@/test/render-markup';
import { WaitlistPanel } from './waitlist-panel';

const DATE = '2026-06-12';

const entry = (id: number, changes: Partial<WaitlistEntryDto> = {}): WaitlistEntryDto => ({
  id,
  name: 'Hirut Bekele',
  email: 'hirut@example.com',
  phone: '(612) 555-0142',
  guests: 4,
  date: DATE,
  timeFrom: '18:00',
  timeTo: '20:30',
  status: 'waiting',
  notifiedAt: null,
  reservationId: null,
  createdAt: '2026-06-01T15:00:00.000Z',
  ...changes,
});

/** The panel's first render, with the day's waitlist (or its failure) already read. */
function render(waitlist: WaitlistEntryDto[] | Error | 'pending') {
  return renderMarkup(
    <AdminProvider admin={{ id: 1, username: 'host', role: 'staff' }} timeZone="America/Chicago">
      <WaitlistPanel date={DATE} />
    </AdminProvider>,
    '/admin/reservations',
    [[queryKeys.admin.waitlist(DATE), waitlist]],
  );
}

const text = markupText;

describe('WaitlistPanel', () => {
  test('each entry: name, status, party, window, phone and email links, and when it was emailed', () => {
    const html = render([
      entry(1, { notifiedAt: '2026-06-13T00:42:00.000Z' }),
      entry(2, {
        name: 'Dawit Alemu',
        guests: 1,
        timeFrom: '19:00',
        timeTo: '19:00',
        status: 'booked',
        reservationId: 9,
        notifiedAt: '2026-06-10T14:05:00.000Z',
      }),
      entry(3, { name: 'Sara Tesfaye', status: 'expired' }),
    ]);
    const shown = text(html);
    expect(html).toContain('aria-labelledby="reservations-waitlist-title"');
    expect(shown).toContain('Hirut Bekele Waiting');
    expect(shown).toContain('4 guests · 6:00 PM – 8:30 PM');
    expect(shown).toContain('Emailed 7:42 PM');
    expect(shown).toContain('Dawit Alemu Booked');
    expect(shown).toContain('1 guest · 7:00 PM');
    expect(shown).toContain('Emailed Jun 10, 9:05 AM');
    expect(shown).toContain('Sara Tesfaye Expired');
    expect(html).toContain('href="tel:+16125550142"');
    expect(html).toContain('href="mailto:hirut@example.com"');
    expect(html.match(/Emailed/g)).toHaveLength(2);
  });

  test('an empty day says no one is waiting', () => {
    expect(text(render([]))).toContain('No one is waiting for this day.');
  });

  test('while loading, and when it could not be loaded', () => {
    expect(text(render('pending'))).toContain('Loading the waitlist...');
    const failed = render(new Error('503'));
    expect(failed).toContain('role="alert"');
    expect(text(failed)).toContain('The waitlist could not be loaded.');
  });
});
