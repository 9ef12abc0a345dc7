import { describe, expect, test } from 'vitest';
import { latinTextLang } from './text-lang';

describe('the lang of a name kept in Latin letters', () => {
  test('English on an Amharic page', () => {
    expect(latinTextLang('Selam Ethiopian Restaurant', 'am')).toBe('en');
    expect(latinTextLang('2418 Riverside Avenue, Minneapolis, MN 55454', 'am')).toBe('en');
  });

  test('none on an English page, for a name in Ethiopic letters, or for no name', () => {
    expect(latinTextLang('Selam Ethiopian Restaurant', 'en')).toBeUndefined();
    expect(latinTextLang('ሰላም ምግብ ቤት', 'am')).toBeUndefined();
    expect(latinTextLang('ሰላም (Selam)', 'am')).toBeUndefined();
    expect(latinTextLang('55454', 'am')).toBeUndefined();
    expect(latinTextLang(undefined, 'am')).toBeUndefined();
  });
});
