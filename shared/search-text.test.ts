import { describe, expect, test } from 'vitest';
import { searchable } from './search-text';

describe('searchable', () => {
  test('folds the Ethiopic letters spelled either way, in every vowel order', () => {
    expect(searchable('ኅዳር')).toBe(searchable('ህዳር'));
    expect(searchable('ሐበሻ')).toBe(searchable('ሀበሻ'));
    expect(searchable('ሠላም')).toBe(searchable('ሰላም'));
    expect(searchable('ዐሣ')).toBe(searchable('አሳ'));
    expect(searchable('ፀሐይ')).toBe(searchable('ጸሀይ'));
  });

  test('leaves other letters alone and ignores case', () => {
    expect(searchable('ዶሮ ወጥ')).toBe('ዶሮ ወጥ');
    expect(searchable('Doro WOT')).toBe('doro wot');
    expect(searchable('ጥብስ')).not.toBe(searchable('ጠብስ'));
  });
});
