import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import type { OrderLineDto } from '@shared/schemas/ordering';
import type { MailMessage } from '../mail/mailer';
import {
  newOrderAlertMail,
  orderAcceptedMail,
  orderCancelledMail,
  orderReadyMail,
  orderReceivedMail,
  orderRejectedMail,
  type OrderMailInput,
} from './order-mail-templates';
import type { OnlineOrderRow } from './order-read';

const STATUS_URL = 'https://selam.example/order/status/abc123';
// Saturday 16 June 2091, 5:00 PM in Minneapolis.
const NOW = new Date('2091-06-16T22:00:00Z');

const LINES: OrderLineDto[] = [
  {
    menuItemId: 3,
    name: 'Doro Wot',
    translations: { am: { name: 'ዶሮ ወጥ' } },
    quantity: 2,
    options: [
      { name: 'Mild', groupName: 'Spice level', translations: { am: { name: 'ለስላሳ', groupName: 'የቅመም መጠን' } } },
    ],
    unitPrice: '18.00',
    lineTotal: '36.00',
    note: 'No onions please',
  },
  {
    menuItemId: 9,
    name: 'Sambusa',
    translations: {},
    quantity: 1,
    options: [],
    unitPrice: '6.50',
    lineTotal: '6.50',
    note: null,
  },
];

function order(changes: Partial<OnlineOrderRow> = {}): OnlineOrderRow {
  return {
    id: 12,
    orderNumber: '1042',
    customerName: 'Abebe Kebede',
    phone: '(612) 555-0100',
    email: 'abebe@diner.example',
    orderType: 'pickup',
    deliveryAddress: null,
    pickupTime: '2091-06-16 18:30',
    pickupAt: new Date('2091-06-16T23:30:00Z'),
    pickupDate: '2091-06-16',
    pickupSlot: '18:30',
    pickupAsap: false,
    readyAt: null,
    specialInstructions: 'Ring the bell at the side door',
    items: '2x Doro Wot, 1x Sambusa',
    subtotal: '42.50',
    tax: '3.84',
    taxRate: '9.025',
    deliveryFee: '0.00',
    tip: '0.00',
    total: '46.34',
    paymentMethod: 'pay_at_pickup',
    paymentStatus: 'pending',
    giftCardId: null,
    giftCardAmount: '0.00',
    giftCardLast4: null,
    giftCardRedemptionId: null,
    giftCardReturn: null,
    status: 'pending',
    reason: null,
    estimatedTime: null,
    kitchenLoad: 3,
    source: 'web',
    language: 'en',
    statusNonce: 'nonce',
    statusTokenHash: 'hash',
    adminNotes: null,
    fromIp: '127.0.0.1',
    waitingAlertAt: null,
    expiredAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    changeSeq: 1,
    ...changes,
  };
}

const input = (changes: Partial<OnlineOrderRow> = {}, extra: Partial<OrderMailInput> = {}): OrderMailInput => ({
  order: order(changes),
  lines: LINES,
  business: DEFAULT_BUSINESS_INFO,
  timeZone: 'America/Chicago',
  publicUrl: 'https://selam.example',
  statusUrl: STATUS_URL,
  now: NOW,
  ...extra,
});

/** The words of the HTML as a reader sees them (and the links' addresses), entities decoded. */
function htmlWords(html: string): Set<string> {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
  const body = html.slice(html.indexOf('<body'));
  const text = [body.replace(/<br>/g, ' ').replace(/<[^>]+>/g, ' '), ...hrefs]
    .join(' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
    );
  return new Set(words(text));
}
/** The text with runs of spaces (the labels' padding) as one. */
const spaced = (text: string) => text.replace(/ +/g, ' ');
const words = (text: string) => text.split(/[\s:]+/).filter(Boolean);

type Build = (input: OrderMailInput) => MailMessage;
const DINER: [string, Build, Partial<OnlineOrderRow>][] = [
  ['order-received', orderReceivedMail, {}],
  ['order-accepted', orderAcceptedMail, { status: 'accepted', readyAt: new Date('2091-06-16T23:30:00Z') }],
  ['order-ready', orderReadyMail, { status: 'ready' }],
  ['order-rejected', orderRejectedMail, { status: 'rejected', reason: 'We are out of doro today' }],
  ['order-cancelled', orderCancelledMail, { status: 'cancelled', reason: 'Changed plans' }],
];

describe('every email to the diner about an order', () => {
  test.each(DINER)(
    '%s: to the diner, text and HTML saying the same, in English and Amharic',
    (kind, build, changes) => {
      for (const language of ['en', 'am'] as const) {
        const mail = build(input({ ...changes, language }));
        expect(mail).toMatchObject({ kind, to: 'abebe@diner.example' });
        expect(mail.subject).toMatch(/^Selam Ethiopian Restaurant: .*1042/);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text).toContain(language === 'en' ? 'Hello Abebe,' : 'ሰላም Abebe፣');
        expect(mail.text).toMatch(
          /\n\nSelam Ethiopian Restaurant\n2418 Riverside Avenue, Minneapolis, MN 55454\n\(612\) 555-0147$/,
        );
        const shown = htmlWords(mail.html!);
        expect(words(mail.text).filter((word) => !shown.has(word))).toEqual([]);
        // The diner's own notes and instructions are never repeated to an address anyone may type.
        expect(mail.text).not.toMatch(/No onions|side door/);
        if (language === 'am') expect(mail.text).not.toMatch(/Hello|Order|Total|Pickup/);
      }
    },
  );

  test('received: the lines with their options, the money, the pickup time and the status link', () => {
    const mail = orderReceivedMail(input());
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: we received your order 1042');
    for (const part of [
      ' Order: 1042',
      ' Pickup: 6:30 PM',
      ' 2 × Doro Wot: $36.00\n Spice level: Mild',
      ' 1 × Sambusa: $6.50',
      ' Subtotal: $42.50',
      ' Tax: $3.84',
      ' Total: $46.34',
      ' Payment: Pay at pickup',
      `Follow your order: ${STATUS_URL}`,
      'We will email you as soon as the kitchen accepts it',
    ])
      expect(spaced(mail.text)).toContain(part);
    expect(mail.html).toContain(`<a href="${STATUS_URL}"`);
    // Accepted on arrival: it says the kitchen has it.
    expect(orderReceivedMail(input({ status: 'accepted' })).text).toContain('The kitchen has it');
  });

  test('a card order says it is held, then paid, with its tip; a declined card asks to pay at pickup', () => {
    const card = { paymentMethod: 'card' as const, tip: '6.38', total: '52.72' };
    const held = orderReceivedMail(input({ ...card, paymentStatus: 'authorized' }));
    expect(spaced(held.text)).toContain(' Tip: $6.38');
    expect(spaced(held.text)).toContain(' Total: $52.72');
    expect(spaced(held.text)).toContain(' Payment: Card: held now, charged when the kitchen accepts your order');
    const ready = orderReadyMail(input({ ...card, status: 'ready', paymentStatus: 'paid' }));
    expect(ready.text).toContain('it is paid');
    expect(ready.text).not.toContain('you pay when you pick it up');
    const declined = orderReadyMail(input({ ...card, status: 'ready', paymentStatus: 'failed' }));
    expect(declined.text).toContain('you pay when you pick it up');
    expect(orderReceivedMail(input({ ...card, language: 'am', paymentStatus: 'authorized' })).text).toContain('ጉርሻ');
  });

  test('received in Amharic: dish and option names in Amharic, the date with the Ethiopian calendar', () => {
    const mail = orderReceivedMail(input({ language: 'am' }, { now: new Date('2091-06-15T17:00:00Z') }));
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: ትዕዛዝዎ 1042 ደርሶናል');
    expect(mail.text).toContain('2 × ዶሮ ወጥ');
    expect(mail.text).toContain('የቅመም መጠን: ለስላሳ');
    expect(mail.text).toContain('1 × Sambusa');
    expect(mail.text).toContain('(ሰኔ 9 ቀን 2083 ዓ.ም.)');
    expect(mail.text).toContain('6:30 ከሰዓት');
    expect(mail.text).toContain('ትዕዛዝዎን ይከታተሉ');
  });

  test('an ASAP order reads "as soon as possible" with the time expected; another day gives its date', () => {
    const asap = orderReceivedMail(input({ pickupAsap: true, pickupAt: new Date('2091-06-16T22:25:00Z') }));
    expect(asap.text).toContain('As soon as possible, about 5:25 PM');
    const tomorrow = orderReceivedMail(input({ pickupAt: new Date('2091-06-17T23:30:00Z'), pickupDate: '2091-06-17' }));
    expect(tomorrow.text).toContain('Sunday, June 17, 2091, 6:30 PM');
  });

  test('accepted gives the ready time; ready says where; rejected and cancelled give the reason', () => {
    const accepted = orderAcceptedMail(
      input({ status: 'accepted', pickupAsap: true, readyAt: new Date('2091-06-16T22:20:00Z') }),
    );
    expect(accepted.subject).toBe('Selam Ethiopian Restaurant: your order 1042 is accepted');
    expect(accepted.text).toContain('It will be ready at 5:20 PM.');
    const ready = orderReadyMail(input({ status: 'ready' }));
    expect(ready.subject).toBe('Selam Ethiopian Restaurant: your order 1042 is ready');
    expect(ready.text).toContain('2418 Riverside Avenue');
    const rejected = orderRejectedMail(input({ status: 'rejected', reason: 'We are out of doro today' }));
    expect(spaced(rejected.text)).toContain(' Reason: We are out of doro today');
    expect(rejected.text).toContain('(612) 555-0147');
    const cancelled = orderCancelledMail(input({ status: 'cancelled', reason: null }));
    expect(cancelled.text).not.toContain('Reason');
    expect(cancelled.text).toContain('Order again: https://selam.example/order');
  });

  test.each(DINER)('%s escapes hostile text in the HTML and keeps it as typed in the text', (_kind, build, changes) => {
    const name = '<script>alert(1)</script>';
    const reason = '"><img src=x onerror=alert(1)>';
    const mail = build({
      ...input({ ...changes, customerName: name, reason: changes.reason === undefined ? null : reason }),
      lines: [{ ...LINES[0]!, name: '<b onmouseover=alert(1)>Tibs</b>' }],
    });
    expect(mail.html).not.toMatch(/<script|<img|<b /);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain(`Hello ${name},`);
    if (changes.reason !== undefined) {
      expect(mail.text).toContain(reason);
      expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    }
  });
});

describe("the restaurant's alert of a new order", () => {
  test('goes to the restaurant in its language, with everything the counter needs, notes included', () => {
    const mail = newOrderAlertMail(input(), 'en');
    expect(mail).toMatchObject({ kind: 'order-alert', to: DEFAULT_BUSINESS_INFO.email });
    expect(mail.subject).toBe('New pickup order 1042: $46.34, 6:30 PM');
    for (const part of [
      'waiting on the orders board',
      'Abebe Kebede',
      '(612) 555-0100',
      'abebe@diner.example',
      'Note: No onions please',
      'Ring the bell at the side door',
      'Open the orders board: https://selam.example/admin?tab=orders',
    ])
      expect(mail.text).toContain(part);
    expect(newOrderAlertMail(input({ status: 'accepted' }), 'en').text).toContain('accepted automatically');

    const am = newOrderAlertMail(input(), 'am');
    expect(am.subject).toBe('አዲስ የመውሰጃ ትዕዛዝ 1042፦ $46.34፣ 6:30 ከሰዓት');
    expect(am.text).toContain('ማስታወሻ: No onions please');
    expect(am.html).toContain('<html lang="am">');
  });

  test('escapes what the diner typed', () => {
    const mail = newOrderAlertMail(
      input({ customerName: '<script>x</script>', specialInstructions: '<img src=x onerror=alert(1)>' }),
      'en',
    );
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
