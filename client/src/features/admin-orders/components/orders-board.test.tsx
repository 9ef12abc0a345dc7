import { describe, expect, test } from 'vitest';
import type { PaymentStatus } from '@shared/ordering-constants';
import type { AdminOnlineOrderDto, OrderPaymentDto } from '@shared/schemas/ordering';
import { AdminProvider } from '@/components/admin/admin-context';
import { queryKeys } from '@/lib/query-keys';
import { markupText, renderMarkup } from '@/test/render-markup';
import { OrdersBoard } from './orders-board';

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const order = (id: number, changes: Partial<AdminOnlineOrderDto>): AdminOnlineOrderDto => ({
  id,
  orderNumber: String(1040 + id),
  status: 'pending',
  createdAt: new Date().toISOString(),
  history: [],
  pickupAt: soon(30),
  readyAt: null,
  lines: [],
  subtotal: '40.00',
  tax: '3.61',
  tip: '0.00',
  total: '43.61',
  paymentMethod: 'pay_at_pickup',
  paymentStatus: 'pending',
  reason: null,
  customerName: 'Hana Bekele',
  phone: '(612) 555-0142',
  email: null,
  source: 'web',
  adminNotes: null,
  specialInstructions: null,
  pickupAsap: false,
  taxRate: '9.025',
  language: 'en',
  items: '',
  payment: null,
  giftCard: null,
  amountDue: '43.61',
  giftCardReturn: null,
  ...changes,
});

function render(orders: AdminOnlineOrderDto[]) {
  return renderMarkup(
    <AdminProvider admin={{ id: 1, username: 'cook', role: 'staff' }} timeZone="America/Chicago">
      <OrdersBoard />
    </AdminProvider>,
    '/admin/orders',
    [[queryKeys.admin.onlineOrders, orders]],
  );
}

describe('OrdersBoard', () => {
  test('three columns with their counts; each ticket offers only the moves its status allows', () => {
    const html = render([
      order(1, { status: 'pending', pickupAsap: true }),
      order(2, { status: 'accepted', readyAt: soon(20) }),
      order(3, { status: 'ready' }),
      order(4, { status: 'completed' }),
    ]);
    const shown = markupText(html);
    expect(shown).toContain('New 1 order');
    expect(shown).toContain('In the kitchen 1 order');
    expect(shown).toContain('Ready 1 order');
    expect(shown).toContain('Done today: 1 picked up, 0 rejected, cancelled or not picked up');
    expect(shown).toMatch(/#1041 ASAP About .* Accept Reject Cancel order/);
    expect(shown).toMatch(/#1042 Ready by .* Ready Cancel order/);
    expect(shown).toMatch(/#1043 Pickup .* Picked up \(paid\) Not picked up/);
    expect(shown).not.toContain('#1044');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  test('what the guest typed is shown as text, and the dishes with their options and notes', () => {
    const html = render([
      order(1, {
        customerName: '<img src=x onerror=alert(1)>',
        specialInstructions: '<script>alert(1)</script>',
        lines: [
          {
            menuItemId: 1,
            name: 'Doro Wot',
            translations: { am: { name: 'ዶሮ ወጥ' } },
            quantity: 2,
            options: [{ name: 'Hot', groupName: 'Spice level', translations: {} }],
            unitPrice: '18.00',
            lineTotal: '36.00',
            note: '<b>extra</b> awaze',
          },
        ],
      }),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    const shown = markupText(html);
    // Escaped as text in the markup: the browser shows the characters themselves.
    expect(shown).toContain('Special instructions &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(shown).toContain('2× Doro Wot Spice level: Hot Note: &lt;b&gt;extra&lt;/b&gt; awaze');
    expect(shown).toContain('Pay at pickup');
    expect(shown).toContain('Placed just now');
  });

  test('each ticket says how it is paid: a card held, paid with its tip, declined, released, refunded, disputed', () => {
    const card = (id: number, status: PaymentStatus, changes: Partial<OrderPaymentDto> = {}) =>
      order(id, {
        status: 'accepted',
        paymentMethod: 'card',
        paymentStatus: status,
        tip: '6.00',
        total: '49.61',
        payment: { id, status, amount: '49.61', tip: '6.00', refunded: '0.00', disputed: false, ...changes },
      });
    const shown = markupText(
      render([
        { ...card(1, 'authorized'), status: 'pending' },
        card(2, 'paid'),
        card(3, 'failed'),
        card(4, 'voided'),
        card(5, 'partially_refunded', { refunded: '10.00' }),
        card(6, 'paid', { disputed: true }),
        order(7, {}),
      ]),
    );
    // Each ticket's own words, from its number to its Print button.
    const ticket = (number: number) => shown.match(new RegExp(`#${number} .*? Print`))?.[0];
    expect(ticket(1041)).toContain('Total $49.61 Card held: charged when you accept · Tip $6.00 Accept');
    expect(ticket(1042)).toContain('Total $49.61 Paid by card · Tip $6.00 Ready');
    expect(ticket(1043)).toContain('Total $49.61 ⚠ Card declined: collect $49.61 at pickup Ready');
    expect(ticket(1044)).toContain('Total $49.61 Card hold released Ready');
    expect(ticket(1045)).toContain('Total $49.61 Refunded $10.00 Ready');
    expect(ticket(1046)).toContain('Total $49.61 Paid by card · Tip $6.00 Disputed Ready');
    expect(ticket(1047)).toContain('Total $43.61 Pay at pickup Accept');
  });
});
