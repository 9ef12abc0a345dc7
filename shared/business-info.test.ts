import { describe, expect, test } from 'vitest';
import { telHref } from './business-info';

describe('telHref', () => {
  test('a US number however it is typed dials +1 and its 10 digits', () => {
    expect(telHref('(612) 555-0123')).toBe('tel:+16125550123');
    expect(telHref('612.555.0123')).toBe('tel:+16125550123');
    expect(telHref('1-612-555-0123')).toBe('tel:+16125550123');
  });

  test('a number typed with + is dialled as written, so a guest from abroad is reached', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref(' +251 11 551 7000')).toBe('tel:+251115517000');
  });

  test('anything else keeps its digits', () => {
    expect(telHref('00 251 911 234 567')).toBe('tel:00251911234567');
  });
});
