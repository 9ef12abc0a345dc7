import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import type { giftCards } from '../db/schema';
import { giftCardMail } from './gift-card-mail';

type GiftCard = typeof giftCards.$inferSelect;

const info = DEFAULT_BUSINESS_INFO;

function card(changes: Partial<GiftCard> = {}): GiftCard {
  return {
    id: 9,
    code: 'SELAM-7KQ2-M9XP-4HTD',
    amount: '1200.00',
    balance: '1200.00',
    recipientName: 'Meron',
    recipientEmail: 'meron@guest.example',
    senderName: 'The Haile family',
    message: 'Melkam lidet!',
    designTheme: 'coffee',
    status: 'active',
    paymentIntentId: null,
    // 11 PM on November 27 in Minneapolis is already November 28 in UTC.
    expiryDate: new Date('2027-11-28T05:00:00Z'),
    emailSent: false,
    emailSentAt: null,
    language: 'en',
    createdAt: new Date('2026-11-28T05:00:00Z'),
    updatedAt: new Date('2026-11-28T05:00:00Z'),
    ...changes,
  };
}

describe('the gift card email, in the language staff chose for the recipient', () => {
  test('in English: the amount in dollars and the last day in the restaurant’s time zone', () => {
    const mail = giftCardMail(card(), info, 'America/Chicago');
    expect(mail.subject).toBe('The Haile family sent you a $1,200.00 gift card for Selam Ethiopian Restaurant');
    expect(mail.text).toMatch(/^Hello Meron,\n/);
    expect(mail.text).toContain('  Valid until: November 27, 2027');
  });

  test('in Amharic: subject, greeting, the amount still in dollars, the last day in both calendars', () => {
    const mail = giftCardMail(card({ language: 'am' }), info, 'America/Chicago');
    expect(mail).toMatchObject({ kind: 'gift-card', to: 'meron@guest.example' });
    expect(mail.subject).toBe('The Haile family የ$1,200.00 የSelam Ethiopian Restaurant የስጦታ ካርድ ልከውልዎታል');
    expect(mail.text).toMatch(/^ሰላም Meron፣\n/);
    expect(mail.text).toContain('"Melkam lidet!"\n  - The Haile family');
    expect(mail.text).toContain('  የስጦታ ካርድ ኮድ: SELAM-7KQ2-M9XP-4HTD');
    // November 27, 2027 is Hidar 17, 2020 in the Ethiopian calendar; no weekday, as in English.
    expect(mail.text).toMatch(/^ {2}የሚያገለግለው እስከ: 27 \S+ 2027 \(ኅዳር 17 ቀን 2020 ዓ\.ም\.\)$/m);
    expect(mail.text).toContain(`በ${info.phone} ይደውሉልን`);
    expect(mail.text).not.toMatch(/Hello|Valid until|November|Enjoy/);
  });

  test('a stored language the site no longer speaks is written in English', () => {
    const mail = giftCardMail(card({ language: 'om' }), info, 'America/Chicago');
    expect(mail.subject).toBe('The Haile family sent you a $1,200.00 gift card for Selam Ethiopian Restaurant');
    expect(mail.text).toContain('  Valid until: November 27, 2027');
  });
});
