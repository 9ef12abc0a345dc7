import { describe, expect, test } from 'vitest';
import { directionsUrl } from '@shared/business-info';
import { formatPrice, previewDescription } from './format';

describe('home formatting', () => {
  test('a description longer than 100 characters is cut at 100 with an ellipsis', () => {
    const long = 'a'.repeat(120);
    expect(previewDescription(long)).toBe(`${'a'.repeat(100)}…`);
    expect(previewDescription('Short and sweet.')).toBe('Short and sweet.');
    expect(previewDescription('b'.repeat(100))).toBe('b'.repeat(100));
  });

  test('prices read as dollars with two decimals', () => {
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice('19.95')).toBe('$19.95');
  });

  test('the directions link carries the encoded address', () => {
    expect(directionsUrl('2418 Riverside Avenue, Minneapolis, MN 55454')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=2418%20Riverside%20Avenue%2C%20Minneapolis%2C%20MN%2055454',
    );
  });
});
