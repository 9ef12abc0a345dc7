import { describe, expect, test } from 'vitest';
import { pluralFormProblems, pluralMessagesOf } from '@shared/plural';
import { LANGUAGES } from '@/lib/i18n';

// Every dictionary part, by file: `<part>.<language>.ts`, each exporting one object of texts.
const files = import.meta.glob<Record<string, Record<string, string>>>('./parts/*.ts', { eager: true });

function partsOf(language: string): Map<string, Record<string, string>> {
  const parts = new Map<string, Record<string, string>>();
  for (const [file, module] of Object.entries(files)) {
    const match = /\/([\w-]+)\.([a-z]{2,3})\.ts$/.exec(file);
    if (match?.[2] === language) parts.set(match[1]!, Object.values(module)[0]!);
  }
  return parts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = partsOf('en');
const area = (part: string) => (part.startsWith('admin') ? 'back office' : 'public site');

describe.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))(
  '%s texts',
  (code) => {
    const translated = partsOf(code);

    test('cover every English text of every part, public and back office (100%)', () => {
      const rows = [...english].map(([part, texts]) => {
        const keys = Object.keys(texts);
        const done = keys.filter((key) => translated.get(part)?.[key]?.trim());
        return {
          area: area(part),
          part,
          texts: keys.length,
          translated: done.length,
          missing: keys.filter((key) => !done.includes(key)),
        };
      });
      const totals = new Map<string, { texts: number; translated: number }>();
      for (const row of rows) {
        const total = totals.get(row.area) ?? { texts: 0, translated: 0 };
        totals.set(row.area, { texts: total.texts + row.texts, translated: total.translated + row.translated });
      }
      const percent = (done: number, all: number) => `${((100 * done) / all).toFixed(1)}%`;
      console.log(
        [
          `Translation coverage (${code}):`,
          ...rows.map(
            (row) =>
              `  ${row.part.padEnd(22)} ${String(row.translated).padStart(4)}/${String(row.texts).padEnd(4)} ${percent(row.translated, row.texts)}`,
          ),
          ...[...totals].map(
            ([name, total]) =>
              `  ${name.padEnd(22)} ${String(total.translated).padStart(4)}/${String(total.texts).padEnd(4)} ${percent(total.translated, total.texts)}`,
          ),
        ].join('\n'),
      );
      expect(rows.filter((row) => row.missing.length).map((row) => `${row.part}: ${row.missing.join(', ')}`)).toEqual(
        [],
      );
    });

    test('name no text English does not have, and keep every placeholder', () => {
      const problems: string[] = [];
      for (const [part, texts] of translated) {
        const source = english.get(part);
        if (!source) {
          problems.push(`${part}: no English part`);
          continue;
        }
        for (const [key, text] of Object.entries(texts)) {
          if (!(key in source)) problems.push(`${part}: ${key} is not an English text`);
          else if (placeholders(text).join() !== placeholders(source[key]!).join())
            problems.push(`${part}: ${key} has {${placeholders(text).join('}, {')}}`);
        }
      }
      expect(problems).toEqual([]);
    });
  },
);

describe.each(LANGUAGES.map((language) => language.code))('%s plural messages', (code) => {
  test('have every plural form of the language (Intl.PluralRules), in every part', () => {
    const parts = partsOf(code);
    const problems = [...english].flatMap(([part, texts]) =>
      pluralFormProblems(parts.get(part) ?? {}, code, pluralMessagesOf(texts)).map((problem) => `${part}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
