import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import type { giftCardRequests } from '../db/schema';
import {
  giftCardRequestAlertMail,
  giftCardRequestDeclinedMail,
  giftCardRequestReceivedMail,
  giftCardRequestSentMail,
} from './request-mail';

type GiftCardRequest = typeof giftCardRequests.$inferSelect;

const info = DEFAULT_BUSINESS_INFO;

function stored(changes: Partial<GiftCardRequest> = {}): GiftCardRequest {
  return {
    id: 31,
    amount: '1200.00',
    designTheme: 'festive',
    recipientName: 'Meron',
    recipientEmail: 'meron@guest.example',
    senderName: 'Dawit Haile',
    senderEmail: 'dawit@buyer.example',
    senderPhone: '(612) 555-0188',
    message: 'Melkam lidet! <3',
    language: 'en',
    status: 'pending',
    giftCardId: null,
    handledBy: null,
    handledAt: null,
    note: null,
    fromIp: '203.0.113.9',
    createdAt: new Date('2026-11-28T05:00:00Z'),
    updatedAt: new Date('2026-11-28T05:00:00Z'),
    ...changes,
  };
}

describe('"request received", to the buyer in their language', () => {
  test('in English: the amount, the recipient, the phone call for payment, no online payment', () => {
    const mail = giftCardRequestReceivedMail(stored(), info);
    expect(mail).toMatchObject({ kind: 'gift-card-request-received', to: 'dawit@buyer.example' });
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: we received your gift card request');
    expect(mail.text).toMatch(/^Hello Dawit Haile,\n/);
    expect(mail.text).toContain('Thank you for ordering a $1,200.00 gift card for Meron.');
    expect(mail.text).toContain('  Design:  Festive Celebration');
    expect(mail.text).toContain('We will call you at (612) 555-0188 to take payment.');
    expect(mail.text).toContain('No payment is taken online');
    expect(mail.html).toContain('<html lang="en">');
    // Sent to whatever address was typed: the message and the recipient's address stay out.
    for (const typed of ['Melkam', 'meron@guest.example']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
  });

  test('in Amharic, the dollars as the menu shows them', () => {
    const mail = giftCardRequestReceivedMail(stored({ language: 'am' }), info);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: የስጦታ ካርድ ጥያቄዎ ደርሶናል');
    expect(mail.text).toMatch(/^ሰላም Dawit Haile፣\n/);
    expect(mail.text).toContain('ለMeron የ$1,200.00 የስጦታ ካርድ ስላዘዙ እናመሰግናለን።');
    expect(mail.text).toContain('የበዓል አከባበር');
    expect(mail.text).toContain('በመስመር ላይ ምንም ክፍያ አይወሰድም');
    expect(mail.text).not.toMatch(/Hello|Thank you|payment/);
  });

  test('a stored language the site no longer speaks is written in English', () => {
    expect(giftCardRequestReceivedMail(stored({ language: 'om' }), info).subject).toBe(
      'Selam Ethiopian Restaurant: we received your gift card request',
    );
  });
});

describe('"card sent", to the buyer once staff issued it', () => {
  test('names where the card went, never its code', () => {
    const mail = giftCardRequestSentMail(stored({ recipientName: 'Meron\nBcc: x@evil.example' }), info);
    expect(mail).toMatchObject({ kind: 'gift-card-request-sent', to: 'dawit@buyer.example' });
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: your gift card for Meron Bcc: x@evil.example is on its way');
    expect(mail.text).toContain(
      'We have emailed the $1,200.00 gift card to Meron\nBcc: x@evil.example at meron@guest.example.',
    );
    expect(mail.text).not.toMatch(/SELAM-/);
  });

  test('in Amharic', () => {
    const mail = giftCardRequestSentMail(stored({ language: 'am' }), info);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: ለMeron ያዘዙት የስጦታ ካርድ ተልኳል');
    expect(mail.text).toContain('የ$1,200.00 የስጦታ ካርዱን ለMeron ወደ meron@guest.example በኢሜይል ልከናል።');
  });
});

describe('the alert to the restaurant, in the restaurant language', () => {
  test('in English: every detail staff need to phone the buyer and issue the card, replies to the buyer', () => {
    const mail = giftCardRequestAlertMail(stored(), info, 'https://selam.example/admin?tab=gift-cards');
    expect(mail).toMatchObject({ kind: 'gift-card-request-alert', to: info.email, replyTo: 'dawit@buyer.example' });
    expect(mail.subject).toBe('New gift card request: $1,200.00 for Meron');
    for (const detail of [
      '#31',
      'meron@guest.example',
      'Dawit Haile',
      'dawit@buyer.example',
      '(612) 555-0188',
      'Melkam lidet! <3',
      'Festive Celebration',
    ]) {
      expect(mail.text).toContain(detail);
    }
    expect(mail.text).toContain('Open Gift Cards: https://selam.example/admin?tab=gift-cards');
    expect(mail.html).toContain('Melkam lidet! &lt;3');
  });

  test('in Amharic', () => {
    const mail = giftCardRequestAlertMail(stored(), info, 'https://selam.example/admin?tab=gift-cards', 'am');
    expect(mail.subject).toBe('አዲስ የስጦታ ካርድ ጥያቄ፦ $1,200.00 ለMeron');
    expect(mail.text).toContain('የስጦታ ካርድ ጥያቄ ቁ. 31');
    expect(mail.text).toContain('ስጦታ ካርዶችን ይክፈቱ: https://selam.example/admin?tab=gift-cards');
    expect(mail.text).not.toMatch(/New gift card|Amount|Phone/);
  });
});

describe('"request closed", to the buyer when staff decline it', () => {
  test('in English: nothing charged, no card, the phone to call; neither the note nor the message', () => {
    const mail = giftCardRequestDeclinedMail(stored({ status: 'declined', note: 'No answer after three calls' }), info);
    expect(mail).toMatchObject({ kind: 'gift-card-request-declined', to: 'dawit@buyer.example' });
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: your gift card request is closed');
    expect(mail.text).toContain(
      'We could not complete your request for a $1,200.00 gift card for Meron, so we have closed it.',
    );
    expect(mail.text).toContain('Nothing was charged and no card was sent.');
    expect(mail.text).toContain(`call us at ${info.phone}`);
    for (const kept of ['No answer', 'Melkam']) {
      expect(mail.text).not.toContain(kept);
      expect(mail.html).not.toContain(kept);
    }
  });

  test('in Amharic', () => {
    const mail = giftCardRequestDeclinedMail(stored({ language: 'am', status: 'declined' }), info);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: የስጦታ ካርድ ጥያቄዎ ተዘግቷል');
    expect(mail.text).toContain('ምንም ክፍያ አልተወሰደም፤ ካርድም አልተላከም።');
    expect(mail.html).toContain('<html lang="am">');
    expect(mail.text).not.toMatch(/Hello|charged|call us/);
  });
});
