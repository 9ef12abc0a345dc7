import type { SiteLanguage } from '../language-path';
import { templateOf, type PluralKey } from '../plural';

/**
 * A number with its noun, as the server's texts write it (mail, calendar files, the activity
 * feed), one plural message per noun (see plural.ts). Amharic nouns mostly stay as they are after
 * a number ("2 ሰዓት"); the guest count is the exception the site uses ("1 እንግዳ", "4 እንግዶች").
 */
export const countTexts = {
  en: {
    'guests#one': '{count} guest',
    'guests#other': '{count} guests',
    'hours#one': '{count} hour',
    'hours#other': '{count} hours',
  },
  am: {
    'guests#one': '{count} እንግዳ',
    'guests#other': '{count} እንግዶች',
    'hours#one': '{count} ሰዓት',
    'hours#other': '{count} ሰዓት',
  },
} as const satisfies Record<SiteLanguage, Record<string, string>>;

export type CountedNoun = PluralKey<keyof (typeof countTexts)['en']>;

/** countText('en', 'guests', 1) -> "1 guest"; countText('am', 'guests', 4) -> "4 እንግዶች". */
export function countText(language: SiteLanguage, noun: CountedNoun, count: number): string {
  const template = templateOf(countTexts[language], noun, language, count) ?? `{count} ${noun}`;
  return template.replace('{count}', String(count));
}
