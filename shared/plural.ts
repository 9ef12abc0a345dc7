/**
 * Words that change with a number ("1 guest", "2 guests"), chosen by the language's CLDR plural
 * rules (`Intl.PluralRules`), never by `count === 1`: Amharic's `one` covers 0 as well as 1, and
 * another language may have `two`, `few` or `many`.
 */
export type PluralCategory = Intl.LDMLPluralRule;

/** A text per plural category; `other` is every language's, the others only where it has them. */
export type PluralForms<T> = Partial<Record<PluralCategory, T>> & { other: T };

const ALL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const rules = new Map<string, Intl.PluralRules>();

function rulesOf(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

/** The plural categories `language` has, as CLDR gives them: ['one', 'other'] for English and Amharic. */
export function pluralCategories(language: string): readonly PluralCategory[] {
  return rulesOf(language).resolvedOptions().pluralCategories;
}

/** The form `count` takes in `language`: plural('en', 2, { one: 'guest', other: 'guests' }) -> 'guests'. */
export function plural<T>(language: string, count: number, forms: PluralForms<T>): T {
  return forms[rulesOf(language).select(count)] ?? forms.other;
}

/*
 * In a text table (a dictionary of `key: template`), a plural message is one entry per form, its
 * key followed by `#` and the category: 'admin.reservations.guests#one': '1 guest',
 * 'admin.reservations.guests#other': '{count} guests'. It is asked for by the plain key, the
 * `count` parameter choosing the form.
 */

/** The plain keys of a table's plural messages: 'a.b' for 'a.b#one' and 'a.b#other'. */
export type PluralKey<Key> = Key extends `${infer Plain}#other` ? Plain : never;

/** A table's keys as they are asked for: its single texts and its plural messages. */
export type TextKey<Key> = Exclude<Key, `${string}#${string}`> | PluralKey<Key>;

const formKey = (key: string, category: PluralCategory) => `${key}#${category}`;

/**
 * `key`'s template in `texts`: its own text, or for a plural message the form `count` takes in
 * `language` (the `other` form when `count` is not a number). Undefined when the table lacks it.
 */
export function templateOf(
  texts: Readonly<Partial<Record<string, string>>>,
  key: string,
  language: string,
  count?: unknown,
): string | undefined {
  const single = texts[key];
  if (single !== undefined) return single;
  const other = texts[formKey(key, 'other')];
  if (other === undefined) return undefined;
  const forms: PluralForms<string> = { other };
  for (const category of ALL_CATEGORIES) {
    const form = texts[formKey(key, category)];
    if (form !== undefined) forms[category] = form;
  }
  return plural(language, typeof count === 'number' ? count : Number(count), forms);
}

/** Whether `texts` holds `key`, as a single text or as a plural message. */
export function hasText(texts: Readonly<Record<string, unknown>>, key: string): boolean {
  return Object.hasOwn(texts, key) || Object.hasOwn(texts, formKey(key, 'other'));
}

/** The plain keys of every plural message in `texts`. */
export function pluralMessagesOf(texts: Readonly<Record<string, unknown>>): string[] {
  const keys = new Set<string>();
  for (const key of Object.keys(texts)) {
    const mark = key.lastIndexOf('#');
    if (mark > 0) keys.add(key.slice(0, mark));
  }
  return [...keys];
}

/**
 * What the plural messages of a table in `language` get wrong: each form of a category the
 * language has that is missing ("a.b#one is missing"), each form of a category it does not have.
 * `messages` are the plural messages to check (the table's own, or English's for a translation).
 */
export function pluralFormProblems(
  texts: Readonly<Record<string, unknown>>,
  language: string,
  messages: Iterable<string> = pluralMessagesOf(texts),
): string[] {
  const categories = pluralCategories(language);
  const problems: string[] = [];
  for (const key of new Set([...messages, ...pluralMessagesOf(texts)])) {
    for (const category of categories) {
      const text = texts[formKey(key, category)];
      if (typeof text !== 'string' || !text.trim()) problems.push(`${formKey(key, category)} is missing (${language})`);
    }
    for (const category of ALL_CATEGORIES) {
      if (!categories.includes(category) && Object.hasOwn(texts, formKey(key, category)))
        problems.push(`${formKey(key, category)} is not a plural form of ${language}`);
    }
  }
  return problems;
}
