import { describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { AdminProvider } from '@/components/admin/admin-context';
import { markupText, renderMarkup } from '@/test/render-markup';
import { PastOrderCard } from './past-order-card';
import { PastOrders } from './past-orders';

const order: AdminOnlineOrderDto = {
  id: 7,
  orderNumber: '1005',
  status: 'rejected',
  createdAt: '2026-11-20T17:00:00.000Z',
  history: [
    { status: 'pending', at: '2026-11-20T17:00:00.000Z' },
    { status: 'rejected', at: '2026-11-20T17:04:00.000Z' },
  ],
  pickupAt: '2026-11-20T18:30:00.000Z',
  readyAt: null,
  lines: [
    {
      menuItemId: 1,
      name: 'Doro Wot',
      translations: {},
      quantity: 2,
      options: [],
      unitPrice: '18.00',
      lineTotal: '36.00',
      note: null,
    },
  ],
  subtotal: '36.00',
  tax: '3.25',
  tip: '0.00',
  total: '39.25',
  paymentMethod: 'pay_at_pickup',
  paymentStatus: 'pending',
  reason: 'Out of injera',
  customerName: '<b>Hana</b> Bekele',
  phone: '(612) 555-0199',
  email: 'hana@diner.example',
  source: 'web',
  adminNotes: null,
  specialInstructions: null,
  pickupAsap: false,
  taxRate: '9.025',
  language: 'en',
  items: '',
  payment: null,
  giftCard: null,
  amountDue: '39.25',
  giftCardReturn: null,
};

const inAdmin = (children: React.ReactNode) => (
  <AdminProvider admin={{ id: 1, username: 'cook', role: 'staff' }} timeZone="America/Chicago">
    {children}
  </AdminProvider>
);

describe('PastOrders', () => {
  test('before a search or a day: the search form, the hint, and a download that needs a day', () => {
    const html = renderMarkup(inAdmin(<PastOrders />), '/admin/orders', []);
    const shown = markupText(html);
    expect(html).toContain('role="search"');
    expect(shown).toContain('Order number, name or phone');
    expect(shown).toContain('Pickup day');
    expect(shown).toContain('Search by order number, name or phone, or choose a pickup day.');
    expect(shown).toContain('Choose a pickup day to download its orders.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="[^"]+"[^>]*>.*?Download CSV/);
  });
});

describe('PastOrderCard', () => {
  test('the order in full: status, guest, dishes, amounts, and each status with its time and the reason', () => {
    const shown = markupText(renderMarkup(inAdmin(<PastOrderCard order={order} />), '/admin/orders', []));
    expect(shown).toContain('Order 1005 Rejected');
    // What the guest typed is text, never markup.
    expect(shown).toContain('Guest &lt;b&gt;Hana&lt;/b&gt; Bekele');
    expect(shown).toContain('hana@diner.example');
    expect(shown).toContain('2× Doro Wot');
    expect(shown).toMatch(/Subtotal \$36\.00 Tax \$3\.25 Total \$39\.25 Payment Pay at pickup/);
    expect(shown).toMatch(/Pickup Nov 20, 2026, 12:30\sPM Placed Nov 20, 2026, 11:00\sAM/);
    expect(shown).toMatch(/Status history Nov 20, 2026, 11:00\sAM Waiting Nov 20, 2026, 11:04\sAM Rejected/);
    expect(shown).toContain('Reason given: Out of injera');
  });

  test('an order past its keeping time shows its guest and phone as removed, with nothing to call', () => {
    const removed = { ...order, customerName: '', phone: '', email: null };
    const html = renderMarkup(inAdmin(<PastOrderCard order={removed} />), '/admin/orders', []);
    const shown = markupText(html);
    expect(shown).toContain('Guest Removed Phone Removed');
    expect(html).not.toContain('href="tel:');
    expect(shown).toContain('Total $39.25');
  });
});
