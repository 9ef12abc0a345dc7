import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import type { giftCards } from '../db/schema';
import { readQrCode } from '../../test-support/qr-reader';
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
  test('in English: the amount in dollars and the last day in the restaurant’s time zone', async () => {
    const mail = await giftCardMail(card(), info, 'America/Chicago');
    expect(mail.subject).toBe('The Haile family sent you a $1,200.00 gift card for Selam Ethiopian Restaurant');
    expect(mail.text).toMatch(/^Hello Meron,\n/);
    expect(mail.text).toContain('  Valid until: November 27, 2027');
  });

  test('in Amharic: subject, greeting, the amount still in dollars, the last day in both calendars', async () => {
    const mail = await giftCardMail(card({ language: 'am' }), info, 'America/Chicago');
    expect(mail).toMatchObject({ kind: 'gift-card', to: 'meron@guest.example' });
    expect(mail.subject).toBe('The Haile family የ$1,200.00 የSelam Ethiopian Restaurant የስጦታ ካርድ ልከውልዎታል');
    expect(mail.text).toMatch(/^ሰላም Meron፣\n/);
    expect(mail.text).toContain('> Melkam lidet!\n  - The Haile family');
    expect(mail.text).toContain('  የስጦታ ካርድ ኮድ: SELAM-7KQ2-M9XP-4HTD');
    // November 27, 2027 is Hidar 17, 2020 in the Ethiopian calendar; no weekday, as in English.
    expect(mail.text).toMatch(/^ {2}የሚያገለግለው እስከ: 27 \S+ 2027 \(ኅዳር 17 ቀን 2020 ዓ\.ም\.\)$/m);
    expect(mail.text).toContain(`በ${info.phone} ይደውሉልን`);
    expect(mail.text).not.toMatch(/Hello|Valid until|November|Enjoy/);
  });

  test('a stored language the site no longer speaks is written in English', async () => {
    const mail = await giftCardMail(card({ language: 'om' }), info, 'America/Chicago');
    expect(mail.subject).toBe('The Haile family sent you a $1,200.00 gift card for Selam Ethiopian Restaurant');
    expect(mail.text).toContain('  Valid until: November 27, 2027');
  });
});

describe('the code as a QR image and the balance check', () => {
  test('the HTML shows an inline PNG by its cid; the PNG is the QR code of the card’s code', async () => {
    const mail = await giftCardMail(card(), info, 'America/Chicago', 'https://selam.example');
    expect(mail.attachments).toHaveLength(1);
    const [image] = mail.attachments!;
    expect(image).toMatchObject({
      filename: 'gift-card-qr.png',
      contentType: 'image/png',
      encoding: 'base64',
      cid: expect.any(String),
    });
    expect(mail.html).toContain(`<img src="cid:${image!.cid}" alt="QR code of gift card SELAM-7KQ2-M9XP-4HTD"`);
    expect(mail.text).toContain('  Gift card code: SELAM-7KQ2-M9XP-4HTD');
    expect(mail.text).not.toContain('cid:');

    const png = Buffer.from(image!.content, 'base64');
    expect(await readQrCode(png)).toBe('SELAM-7KQ2-M9XP-4HTD');
    // Shown at its own width: 8 px a module, within the column of an email.
    const width = png.readUInt32BE(16);
    expect(mail.html).toContain(`width="${width}"`);
    expect(width).toBeLessThanOrEqual(240);
  });

  test('links to the balance check in the recipient’s language; no expiry line for a card without one', async () => {
    const english = await giftCardMail(card({ expiryDate: null }), info, 'America/Chicago', 'https://selam.example');
    expect(english.text).toContain('Check your balance: https://selam.example/gift-card/balance');
    expect(english.html).toContain('href="https://selam.example/gift-card/balance"');
    expect(english.text).not.toContain('Valid until');
    expect(english.html).not.toContain('Valid until');

    const amharic = await giftCardMail(
      card({ expiryDate: null, language: 'am' }),
      info,
      'America/Chicago',
      'https://selam.example',
    );
    expect(amharic.text).toContain('ቀሪ ሂሳብዎን ይመልከቱ: https://selam.example/am/gift-card/balance');
    expect(amharic.text).not.toContain('የሚያገለግለው እስከ');
    expect(amharic.html).toContain('<html lang="am">');
  });

  test('a message of several lines is quoted line by line: none of its lines reads as the card code', async () => {
    const mail = await giftCardMail(
      card({ message: 'Enjoy!\r\n  Gift card code: SELAM-FAKE-FAKE-FAKE\u202E' }),
      info,
      'America/Chicago',
    );
    expect(mail.text).toContain('> Enjoy!\n>   Gift card code: SELAM-FAKE-FAKE-FAKE\n  - The Haile family');
    expect(mail.text.split('\n').filter((line) => line.includes('Gift card code:'))).toEqual([
      '>   Gift card code: SELAM-FAKE-FAKE-FAKE',
      '  Gift card code: SELAM-7KQ2-M9XP-4HTD',
    ]);
    expect(mail.html).toContain('>Enjoy!<br>  Gift card code: SELAM-FAKE-FAKE-FAKE</blockquote>');
  });

  test('the HTML part escapes what people typed', async () => {
    const mail = await giftCardMail(
      card({ message: '<script>alert(1)</script>', senderName: 'Tom & <b>Jerry</b>' }),
      info,
      'America/Chicago',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
  });
});
