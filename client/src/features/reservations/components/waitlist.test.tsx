import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { WaitlistOfferDto } from '@shared/schemas/waitlist';
import { Dialog } from '@/components/ui/dialog';
import { queryKeys } from '@/lib/query-keys';
import { renderMarkup, testSite as site } from '@/test/render-markup';
import { testAmharicTexts } from './amharic-text-tests';
import { testLinkFailures } from './link-failure-tests';
import { WaitlistJoinDialog } from './waitlist-join-dialog';
import { WaitlistJoinPanel } from './waitlist-join-panel';
import { WaitlistOffer } from './waitlist-offer';

const waiting: WaitlistOfferDto = {
  name: 'Hirut Bekele',
  date: '2026-12-04',
  guests: 4,
  timeFrom: '18:00',
  timeTo: '20:00',
  status: 'waiting',
  language: 'en',
  times: ['18:30', '19:00'],
  managePath: null,
};

const TOKEN = 'offer_123-abc';

/** The markup as the first render shows it, with the offer (or its failure) and the site info already read. */
function render(node: ReactNode, offer?: WaitlistOfferDto | Error) {
  return renderMarkup(node, `/reservations/waitlist/${TOKEN}`, [
    [queryKeys.siteInfo, site],
    [queryKeys.reservations.waitlistOffer(TOKEN), offer],
  ]);
}

const prefill = () => ({
  name: 'Hirut Bekele',
  email: 'hirut@diner.example',
  phone: '(612) 555-0123',
  guests: 4,
  time: '',
});
const TIMES = ['11:00', '11:30', '17:00', '17:30', '18:00', '21:00'];

describe('"Tell me if a table opens" in the booking form', () => {
  test('a button that opens a dialog, with what it does', () => {
    const html = render(<WaitlistJoinDialog site={site} date="2026-12-04" times={TIMES} prefill={prefill} />);
    expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>.*Tell me if a table opens<\/button>/);
    expect(html).toContain('Join the waitlist and we will email you if a table opens on this date.');
  });

  test('the form: the date in words, name, email, phone, party and the window of times, and Join the waitlist', () => {
    const html = render(
      <Dialog open>
        <WaitlistJoinPanel site={site} date="2026-12-04" times={TIMES} prefill={prefill} />
      </Dialog>,
    );
    expect(html).toContain('Friday, December 4, 2026');
    for (const label of ['Name', 'Email', 'Phone', 'Guests', 'Earliest time', 'Latest time'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}</label>`));
    // The fields take their starting values on the client (react-hook-form's refs); the window
    // starts at 5:00 PM, so the latest time offers nothing before it.
    expect(html).toMatch(/<option value="11:00" disabled="">11:00 AM<\/option>/);
    expect(html).toMatch(
      /<option value="17:00">5:00 PM<\/option><option value="17:30">5:30 PM<\/option><option value="18:00">6:00 PM<\/option><option value="21:00">9:00 PM<\/option><\/select>/,
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Join the waitlist<\/button>/);
  });
});

describe('the offer page', () => {
  test('a table has opened: the date in words, party and window, the times to choose, and Book this table', () => {
    const html = render(<WaitlistOffer token={TOKEN} />, waiting);
    expect(html).toMatch(/<h2[^>]*tabindex="-1"[^>]*>A table has opened<\/h2>/);
    expect(html).toContain('Friday, December 4, 2026');
    expect(html).toContain('4 Guests');
    expect(html).toContain('6:00 PM – 8:00 PM');
    expect(html).toContain('<legend class="text-sm font-semibold">Choose a time</legend>');
    expect(html).toMatch(/<input type="radio"[^>]*value="18:30"[^>]*\/>6:30 PM/);
    expect(html).toMatch(/<input type="radio"[^>]*value="19:00"[^>]*\/>7:00 PM/);
    expect(html).toMatch(/<button type="submit"[^>]*>Book this table<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>No thanks, take me off the waitlist<\/button>/);
  });

  test('the room is gone again: sorry, we may email again, the phone, and No thanks', () => {
    const html = render(<WaitlistOffer token={TOKEN} />, { ...waiting, times: [] });
    expect(html).toContain('Sorry, the table has been taken.');
    expect(html).toContain(
      'We may email you again if another one opens. You can also call us at <a href="tel:+16125550100"',
    );
    expect(html).not.toContain('Book this table');
    expect(html).toContain('No thanks, take me off the waitlist');
  });

  test('declined: off the waitlist, no more emails, and a link to book', () => {
    const html = render(<WaitlistOffer token={TOKEN} />, { ...waiting, status: 'declined', times: [] });
    expect(html).toMatch(/<h2[^>]*>You have left the waitlist<\/h2>/);
    expect(html).toContain('We will not email you about tables on this date again.');
    expect(html).toMatch(/<a href="\/reservations"[^>]*>/);
    expect(html).not.toContain('Book this table');
    expect(html).not.toContain('No thanks');
  });

  test('booked through this page: the booking and the link to view, change or cancel it', () => {
    const html = render(<WaitlistOffer token={TOKEN} />, {
      ...waiting,
      status: 'booked',
      times: [],
      managePath: '/reservations/manage/xyz',
    });
    expect(html).toContain('Your table is booked');
    expect(html).toMatch(/<a href="\/reservations\/manage\/xyz"[^>]*>View, change or cancel your reservation<\/a>/);
  });

  test('used before, or expired', () => {
    expect(render(<WaitlistOffer token={TOKEN} />, { ...waiting, status: 'booked', times: [] })).toContain(
      'This offer has already been used.',
    );
    const expired = render(<WaitlistOffer token={TOKEN} />, { ...waiting, status: 'expired', times: [] });
    expect(expired).toContain('This offer has expired.');
    expect(expired).not.toContain('Book this table');
  });

  testLinkFailures({
    render: (error) => render(<WaitlistOffer token={TOKEN} />, error),
    notFound: { message: 'This offer was not found', says: 'Offer not found' },
    refused: {
      message: 'Too many requests for this offer. Please try again later or call us.',
      says: ['We could not load this offer', 'Too many requests for this offer.'],
    },
  });

  test('while it loads', () => {
    expect(render(<WaitlistOffer token={TOKEN} />)).toContain('Loading your offer…');
  });
});

describe('texts', () => {
  testAmharicTexts('the waitlist', (key) => key.startsWith('reservations.waitlist.'), 30);
});
