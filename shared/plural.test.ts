import { describe, expect, test } from 'vitest';
import { SITE_LANGUAGES } from './language-path';
import { countText, countTexts } from './messages/counts';
import { messagesEn } from './messages/en';
import { plural, pluralCategories, pluralFormProblems, pluralMessagesOf, templateOf } from './plural';

describe('choosing a plural form', () => {
  test('follows each language’s CLDR rules: English 0 is plural, Amharic 0 and 1 are one', () => {
    const forms = { one: 'one', other: 'other' };
    expect([0, 1, 2, 5].map((count) => plural('en', count, forms))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2, 5].map((count) => plural('am', count, forms))).toEqual(['one', 'one', 'other', 'other']);
  });

  test('a category the forms lack takes the other form', () => {
    expect(plural('en', 1, { other: 'guests' })).toBe('guests');
  });

  test('a plural message in a table is asked for by its plain key, its count choosing the form', () => {
    const texts = { 'guests#one': '{count} guest', 'guests#other': '{count} guests', single: 'Hello' };
    expect(templateOf(texts, 'guests', 'en', 1)).toBe('{count} guest');
    expect(templateOf(texts, 'guests', 'en', 0)).toBe('{count} guests');
    expect(templateOf(texts, 'guests', 'am', 0)).toBe('{count} guest');
    expect(templateOf(texts, 'guests', 'en')).toBe('{count} guests');
    expect(templateOf(texts, 'single', 'en', 1)).toBe('Hello');
    expect(templateOf(texts, 'none', 'en', 1)).toBeUndefined();
  });

  test('the server’s counted nouns read as before in English, and in Amharic', () => {
    expect(countText('en', 'guests', 1)).toBe('1 guest');
    expect(countText('en', 'guests', 4)).toBe('4 guests');
    expect(countText('en', 'hours', 1)).toBe('1 hour');
    expect(countText('en', 'hours', 24)).toBe('24 hours');
    expect(countText('am', 'guests', 1)).toBe('1 እንግዳ');
    expect(countText('am', 'guests', 4)).toBe('4 እንግዶች');
    expect(countText('am', 'hours', 2)).toBe('2 ሰዓት');
  });
});

describe('plural messages have every form', () => {
  test('the checker names a missing form and a form the language does not have', () => {
    const incomplete = {
      'guests#one': '{count} guest',
      'guests#other': '{count} guests',
      'hours#other': '{count} hours',
      'dishes#one': '',
      'dishes#other': '{count} dishes',
      'items#one': '{count} item',
      'items#few': '{count} items',
      'items#other': '{count} items',
    };
    expect(pluralFormProblems(incomplete, 'en')).toEqual([
      'hours#one is missing (en)',
      'dishes#one is missing (en)',
      'items#few is not a plural form of en',
    ]);
    // A translation is also held to the plural messages of the English table it translates.
    expect(pluralFormProblems({ 'guests#other': '{count} እንግዶች' }, 'am', ['guests', 'hours'])).toEqual([
      'guests#one is missing (am)',
      'hours#one is missing (am)',
      'hours#other is missing (am)',
    ]);
  });

  test('the categories come from Intl.PluralRules', () => {
    for (const language of SITE_LANGUAGES) {
      expect(pluralCategories(language)).toEqual(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
      expect(pluralCategories(language)).toContain('other');
    }
  });

  test.each(SITE_LANGUAGES)('every plural message of the shared tables has every form of %s', (language) => {
    expect(pluralMessagesOf(messagesEn).length).toBeGreaterThan(0);
    expect(pluralFormProblems(countTexts[language], language, pluralMessagesOf(countTexts.en))).toEqual([]);
    if (language === 'en') expect(pluralFormProblems(messagesEn, language)).toEqual([]);
  });
});
