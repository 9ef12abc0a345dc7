import { describe, expect, test } from 'vitest';
import { BLANK_GIFT_CARD, giftCardTheme } from './gift-card';

describe('giftCardTheme', () => {
  test('a known theme is kept', () => {
    expect(giftCardTheme('coffee')).toBe('coffee');
    expect(giftCardTheme('festive')).toBe('festive');
  });

  test('an unknown, missing or non-string one falls back to traditional', () => {
    expect(giftCardTheme('neon')).toBe('traditional');
    expect(giftCardTheme(null)).toBe('traditional');
    expect(giftCardTheme(undefined)).toBe('traditional');
    expect(giftCardTheme(3)).toBe('traditional');
  });
});

describe('BLANK_GIFT_CARD', () => {
  test('starts at the default amount in the default design, every text empty, the email in English', () => {
    expect(BLANK_GIFT_CARD).toEqual({
      amount: 50,
      recipientName: '',
      recipientEmail: '',
      senderName: '',
      message: '',
      designTheme: 'traditional',
      language: 'en',
    });
  });
});
