import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { CreatedReservationDto, ManagedReservationDto } from '@shared/schemas/reservation';
import { queryKeys } from '@/lib/query-keys';
import { renderMarkup, testSite as site } from '@/test/render-markup';
import { testAmharicTexts } from './amharic-text-tests';
import { testLinkFailures } from './link-failure-tests';
import { ManageReservation } from './manage-reservation';
import { ReservationReceived } from './reservation-received';

const booking: ManagedReservationDto = {
  firstName: 'Hirut',
  date: '2026-12-04',
  time: '19:00',
  guests: 4,
  requests: 'A quiet corner, please',
  status: 'pending',
  language: 'en',
  cancelCutoffHours: 2,
  changeableUntil: '2026-12-05T00:00:00.000Z',
  canChange: true,
  cancellableUntil: '2026-12-05T00:00:00.000Z',
  canCancel: true,
};

const TOKEN = 'tok_123-abc';

/** The markup as the first render shows it, with the booking (or its failure) and the site info already read. */
function render(node: ReactNode, reservation: ManagedReservationDto | Error) {
  return renderMarkup(node, `/reservations/manage/${TOKEN}`, [
    [queryKeys.siteInfo, site],
    [queryKeys.reservations.managed(TOKEN), reservation],
  ]);
}

describe('the manage page', () => {
  test('a booking that can still change: its details, status, and the change, cancel and calendar actions', () => {
    const html = render(<ManageReservation token={TOKEN} />, booking);
    expect(html).toContain('Reservation details');
    expect(html).toContain('<span class="sr-only">Status: </span>Awaiting confirmation');
    expect(html).toContain('Friday, December 4, 2026');
    expect(html).toContain('7:00 PM');
    expect(html).toContain('4 Guests');
    expect(html).toContain('A quiet corner, please');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Change reservation<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel reservation<\/button>/);
    expect(html).toMatch(
      /<a href="\/api\/manage\/reservations\/tok_123-abc\/calendar.ics" download=""[^>]*>.*Add to calendar<\/a>/,
    );
    // 6:00 PM in Minneapolis, the moment the answer gives.
    expect(html).toContain('You can change or cancel online until Friday, December 4 at 6:00 PM.');
  });

  test('past the cut-off: no change or cancel, the hours and the phone to call instead; the calendar stays', () => {
    const html = render(<ManageReservation token={TOKEN} />, {
      ...booking,
      status: 'confirmed',
      canChange: false,
      canCancel: false,
    });
    expect(html).toContain('Confirmed');
    expect(html).not.toContain('Change reservation');
    expect(html).not.toContain('Cancel reservation');
    expect(html).toContain('Add to calendar');
    expect(html).toContain(
      'Online changes close 2 hours before your reservation. Please call us at <a href="tel:+16125550100" class="font-semibold text-primary underline-offset-4 hover:underline whitespace-nowrap">(612) 555-0100</a>.',
    );
  });

  test('booked after the cut-off: only the cancel, until 15 minutes after booking, and the phone for a change', () => {
    const late = {
      ...booking,
      time: '12:00',
      canChange: false,
      changeableUntil: '2026-12-04T16:00:00.000Z',
      cancellableUntil: '2026-12-04T16:40:00.000Z',
    };
    const html = render(<ManageReservation token={TOKEN} />, late);
    expect(html).not.toContain('Change reservation');
    expect(html).toMatch(/<button[^>]*>Cancel reservation<\/button>/);
    expect(html).toContain('Add to calendar');
    expect(html).toContain(
      'You can still cancel online until Friday, December 4 at 10:40 AM. To change it, please call us at <a href="tel:+16125550100"',
    );
  });

  test('a cancelled booking says so and offers to book again, without actions', () => {
    const html = render(<ManageReservation token={TOKEN} />, {
      ...booking,
      status: 'cancelled',
      canChange: false,
      canCancel: false,
    });
    expect(html).toContain('This reservation is cancelled');
    expect(html).toMatch(/<a href="\/reservations"[^>]*>Book a table again<\/a>/);
    expect(html).not.toContain('Add to calendar');
    expect(html).not.toContain('Change reservation');
  });

  test('a seated, completed or missed booking is over', () => {
    for (const status of ['seated', 'completed', 'no_show'] as const) {
      const html = render(<ManageReservation token={TOKEN} />, {
        ...booking,
        status,
        canChange: false,
        canCancel: false,
      });
      expect(html).toContain('Thank you for dining with us');
      expect(html).not.toContain('Add to calendar');
    }
  });

  testLinkFailures({
    render: (error) => render(<ManageReservation token={TOKEN} />, error),
    notFound: {
      message: 'Reservation not found',
      says: 'We could not find this reservation. The link may be incomplete or the reservation was removed.',
    },
    refused: {
      message: 'Too many requests. Please try again later.',
      says: ['We could not load your reservation', 'Too many requests. Please try again later.'],
    },
  });

  test('offline: the phone to call instead', () => {
    const offline = render(<ManageReservation token={TOKEN} />, new TypeError('Failed to fetch'));
    expect(offline).toContain('Please try again, or call us at <a href="tel:+16125550100"');
  });
});

describe('the booking form once a booking is stored', () => {
  test('the booking, what happens next, the link to manage it and a way to book another', () => {
    const created: CreatedReservationDto = {
      id: 7,
      firstName: 'Hirut',
      lastName: 'Bekele',
      email: 'hirut@diner.example',
      phone: '(612) 555-0123',
      date: '2026-12-04',
      time: '19:00',
      guests: 1,
      requests: null,
      status: 'pending',
      language: 'en',
      createdAt: '2026-11-25T12:00:00.000Z',
      updatedAt: '2026-11-25T12:00:00.000Z',
      managePath: `/reservations/manage/${TOKEN}`,
    };
    const html = render(<ReservationReceived reservation={created} onAgain={() => undefined} />, booking);
    expect(html).toMatch(/<h3[^>]*tabindex="-1"[^>]*>Reservation request received<\/h3>/);
    expect(html).toContain('Friday, December 4, 2026');
    expect(html).toContain('1 Guest');
    expect(html).toContain('We&#x27;ll contact you within 15 minutes to confirm your reservation.');
    expect(html).toMatch(
      /<a href="\/reservations\/manage\/tok_123-abc"[^>]*>View, change or cancel your reservation<\/a>/,
    );
    expect(html).toMatch(/<button[^>]*>Book another table<\/button>/);
  });
});

describe('texts', () => {
  testAmharicTexts(
    'the confirmation and the manage page',
    (key) => /^reservations\.(manage|received)\.|^reservations\.slot\.current$/.test(key),
    50,
  );
});
