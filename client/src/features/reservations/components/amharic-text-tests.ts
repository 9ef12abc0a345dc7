import { expect, test } from 'vitest';
import { reservationsAm } from '@/i18n/parts/reservations.am';
import { reservationsEn } from '@/i18n/parts/reservations.en';

type ReservationsKey = keyof typeof reservationsEn;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * The test that every reservations text `pick` selects (at least `atLeast` of them, so a renamed
 * prefix cannot pass on none) has its own Amharic, with the same placeholders as the English.
 */
export function testAmharicTexts(part: string, pick: (key: ReservationsKey) => boolean, atLeast: number) {
  test(`every text of ${part} has its Amharic, with the same placeholders`, () => {
    const keys = (Object.keys(reservationsEn) as ReservationsKey[]).filter(pick);
    expect(keys.length).toBeGreaterThan(atLeast);
    for (const key of keys) {
      const amharic = reservationsAm[key];
      expect(amharic, key).toBeTruthy();
      expect(amharic, key).not.toBe(reservationsEn[key]);
      expect(placeholders(amharic!), key).toEqual(placeholders(reservationsEn[key]));
    }
  });
}
