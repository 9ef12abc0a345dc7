import { describe, expect, test } from 'vitest';
import type { ScheduleExceptionSaved } from '@shared/schemas/schedule';
import { AdminProvider } from '@/components/admin/admin-context';
import { markupText, renderMarkup } from '@/test/render-markup';
import { AffectedBookings } from './affected-bookings';

const saved: ScheduleExceptionSaved = {
  exception: {
    id: 3,
    startDate: '2026-11-26',
    endDate: '2026-11-26',
    closed: true,
    periods: [],
    label: 'Thanksgiving',
    editable: true,
  },
  affected: {
    count: 1,
    reservations: [],
    orders: [
      {
        id: 9,
        orderNumber: '1042',
        customerName: 'Hana Bekele',
        phone: '(612) 555-0199',
        pickupAt: '2026-11-26T18:30:00.000Z',
      },
    ],
  },
};

describe('AffectedBookings', () => {
  test('the open pickup orders of a closed day: number, name, pickup time and a phone to call', () => {
    const html = renderMarkup(
      <AdminProvider admin={{ id: 1, username: 'boss', role: 'admin' }} timeZone="America/Chicago">
        <AffectedBookings saved={saved} onDismiss={() => undefined} />
      </AdminProvider>,
      '/admin/settings',
      [],
    );
    const shown = markupText(html);
    expect(shown).toContain('Pickup orders to call (1)');
    expect(shown).toContain('Order #1042 · Hana Bekele');
    expect(shown).toMatch(/Pickup Nov 26, 2026, 12:30\sPM/);
    expect(html).toContain('aria-label="Call Hana Bekele at (612) 555-0199"');
  });
});
