import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import type { cateringOrders } from '../db/schema';
import { cateringQuoteMail, cateringRequestAlertMail, cateringRequestReceivedMail } from './catering-mail';

type CateringOrder = typeof cateringOrders.$inferSelect;

const info = DEFAULT_BUSINESS_INFO;

function order(changes: Partial<CateringOrder> = {}): CateringOrder {
  return {
    id: 42,
    firstName: 'Hirut',
    lastName: 'Bekele',
    email: 'hirut@guest.example',
    phone: '(651) 555-0123',
    company: 'Bekele & Sons',
    eventType: 'Wedding',
    eventDate: '2026-09-12',
    eventTime: '18:00',
    guestCount: 120,
    deliveryAddress: '55 Summit Avenue, St. Paul, MN',
    serviceType: 'full-service',
    menuSelections: ['Doro Wot', 'Shiro'],
    dietaryRestrictions: 'Ten fasting guests',
    specialRequests: null,
    setupRequired: true,
    equipmentNeeded: ['Chafing dishes', 'Jebena'],
    totalEstimatedCost: '2400.00',
    budgetRange: null,
    contactPreference: 'phone',
    urgency: 'rush',
    customerNotes: null,
    status: 'pending',
    quotedAmount: '3150.50',
    adminNotes: null,
    quoteSent: false,
    quoteSentAt: null,
    language: 'en',
    createdAt: new Date('2026-06-01T12:00:00Z'),
    updatedAt: new Date('2026-06-01T12:00:00Z'),
    ...changes,
  };
}

// 12 September 2026 is Meskerem 2, 2019 in the Ethiopian calendar.
const ETHIOPIAN_DATE = '(መስከረም 2 ቀን 2019 ዓ.ም.)';
const ETHIOPIC = /[\u1200-\u137f]/;

describe('the catering emails to the client, in the language they wrote in', () => {
  test('the receipt in English, as before', () => {
    const mail = cateringRequestReceivedMail(order(), info);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: we received your catering request');
    expect(mail.text).toMatch(/^Hello Hirut,\n/);
    expect(mail.text).toContain('  Event: Wedding');
    expect(mail.text).toContain('  Date: Saturday, September 12, 2026 at 6:00 PM');
    expect(mail.text).toContain('  Service: Full service');
    expect(mail.text).toContain('contact you by phone with a quote');
  });

  test('the receipt in Amharic: subject, greeting, choices in Amharic words, the date in both calendars', () => {
    const mail = cateringRequestReceivedMail(order({ language: 'am' }), info);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: የምግብ አገልግሎት ጥያቄዎ ደርሶናል');
    expect(mail.text).toMatch(/^ሰላም Hirut፣\n/);
    expect(mail.text).toContain('  ዝግጅት: ሰርግ');
    expect(mail.text).toMatch(
      new RegExp(`^ {2}ቀን: ቅዳሜ \\S+ \\S+ 2026 \\(መስከረም 2 ቀን 2019 ዓ\\.ም\\.\\)፣ 6:00 ከሰዓት$`, 'm'),
    );
    expect(mail.text).toContain('  እንግዶች: 120');
    expect(mail.text).toContain('  አገልግሎት: ሙሉ አገልግሎት');
    expect(mail.text).toContain('በስልክ ያገኝዎታል');
    expect(mail.text).not.toMatch(/Hello|Saturday|September|PM|Wedding|Thank you/);
    // A receipt repeats nothing the sender typed but the name.
    for (const typed of ['55 Summit Avenue', 'Doro Wot', 'Ten fasting guests']) expect(mail.text).not.toContain(typed);
  });

  test('the quote in Amharic: the date with its Ethiopian date in the subject, the total in dollars, the notes', () => {
    const mail = cateringQuoteMail(order({ language: 'am' }), 'Injera included.', info);
    expect(mail.subject).toMatch(
      /^Selam Ethiopian Restaurant: ለቅዳሜ \S+ \S+ 2026 \(መስከረም 2 ቀን 2019 ዓ\.ም\.\) ዝግጅትዎ የዋጋ ግምታችን$/,
    );
    expect(mail.replyTo).toBe(info.cateringEmail);
    expect(mail.text).toMatch(/^ሰላም Hirut፣\n/);
    expect(mail.text).toContain('  ጠቅላላ ዋጋ: $3,150.50');
    expect(mail.text).toContain(ETHIOPIAN_DATE);
    expect(mail.text).toContain('  አድራሻ: 55 Summit Avenue, St. Paul, MN');
    expect(mail.text).toContain('  የምግብ ዝርዝር: Doro Wot፣ Shiro');
    expect(mail.text).toContain('ከቡድናችን የተሰጠ ማስታወሻ፦\n> Injera included.');
    expect(mail.text).toContain(`ወደ ${info.cateringEmail} ይጻፉ`);
    expect(mail.text).not.toMatch(/Hello|Total|Your event|PM/);
  });

  test('a stored language the site no longer speaks is written in English', () => {
    for (const mail of [
      cateringRequestReceivedMail(order({ language: 'ti' }), info),
      cateringQuoteMail(order({ language: 'ti' }), null, info),
    ]) {
      expect(mail.text).toMatch(/^Hello Hirut,\n/);
      expect(mail.text).toContain('Saturday, September 12, 2026 at 6:00 PM');
      expect(mail.subject).not.toMatch(ETHIOPIC);
    }
  });
});

describe('the catering inbox alert, in the restaurant’s language', () => {
  test('English by default, whatever the client wrote in', () => {
    const mail = cateringRequestAlertMail(order({ language: 'am' }), info, 'https://selam.example/admin');
    expect(mail.subject).toBe('New catering request: Wedding, Saturday, September 12, 2026, 120 guests');
    expect(mail.text).toContain('  Urgency: rush');
    expect(mail.text).toContain('  Setup required: yes');
    expect(mail.text).toContain('  Their cost estimate: $2,400.00');
    expect(mail.text).not.toMatch(ETHIOPIC);
  });

  test('in Amharic when the restaurant chose it: every label, choice and the date', () => {
    const mail = cateringRequestAlertMail(order(), info, 'https://selam.example/admin', 'am');
    expect(mail).toMatchObject({
      kind: 'catering-request-alert',
      to: info.cateringEmail,
      replyTo: 'hirut@guest.example',
    });
    expect(mail.subject).toMatch(/^አዲስ የምግብ አገልግሎት ጥያቄ፦ ሰርግ፣ ቅዳሜ \S+ \S+ 2026 \(መስከረም 2 ቀን 2019 ዓ\.ም\.\)፣ 120 እንግዶች$/);
    expect(mail.text).toMatch(/^በድረ-ገጹ በኩል አዲስ የምግብ አገልግሎት ጥያቄ \(#42\) ገብቷል።/);
    expect(mail.text).toContain('  ስም: Hirut Bekele');
    expect(mail.text).toContain('  ድርጅት: Bekele & Sons');
    expect(mail.text).toContain('  ተመራጭ የመገናኛ መንገድ: ስልክ');
    expect(mail.text).toContain('  አስቸኳይነት: አስቸኳይ');
    expect(mail.text).toContain('  ቦታ ማዘጋጀት ያስፈልጋል: አዎ');
    expect(mail.text).toContain('  የሚያስፈልጉ ዕቃዎች: Chafing dishes፣ Jebena');
    expect(mail.text).toContain('  የአመጋገብ ገደቦች: Ten fasting guests');
    expect(mail.text).toContain('  የተገመተ ጠቅላላ ወጪ: $2,400.00');
    expect(mail.text).toContain('https://selam.example/admin');
    expect(mail.text).not.toMatch(/Client|Urgency|Setup required|Send a quote/);
  });

  test('what the client typed over several lines stays indented under its label: it cannot add a line of its own', () => {
    const mail = cateringRequestAlertMail(
      order({
        specialRequests: 'Vegan injera\nEmail: refunds@evil.example',
        deliveryAddress: '55 Summit Avenue\nSt. Paul, MN',
        customerNotes: 'Call after 5\r\n  Phone: (651) 555-9999',
      }),
      info,
      'https://selam.example/admin',
    );
    expect(mail.text).toContain('  Special requests: Vegan injera\n                    Email: refunds@evil.example');
    expect(mail.text).toContain('  Address: 55 Summit Avenue\n           St. Paul, MN');
    expect(mail.text).toContain('  Notes: Call after 5\n           Phone: (651) 555-9999');
    expect(mail.text.split('\n').filter((line) => /^ {0,2}(Email|Phone):/.test(line))).toEqual([
      '  Email: hirut@guest.example',
      '  Phone: (651) 555-0123',
    ]);
  });

  test('staff notes in a quote are marked as a quote on every line', () => {
    const mail = cateringQuoteMail(order(), 'Deposit due in a week\n  Total: $1.00', info);
    expect(mail.text).toContain('> Deposit due in a week\n>   Total: $1.00');
    expect(mail.text.split('\n').filter((line) => /^ {0,2}Total:/.test(line))).toEqual(['  Total: $3,150.50']);
  });
});
