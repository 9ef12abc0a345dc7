import { localeOf, type SiteLanguage } from './language-path';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter: US dollars as `language` writes numbers, "1250" -> "$1,250.00". With
 * `cents: 'unlessWhole'` a whole amount drops its cents, as gift cards are offered: 50 -> "$50",
 * 37.5 -> "$37.50". The narrow symbol keeps "$" in every language: Amharic's own symbol for the
 * dollar is "US$", which reads oddly on a Minneapolis menu where no other currency is possible.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  language: SiteLanguage,
  { cents = 'always' }: { cents?: 'always' | 'unlessWhole' } = {},
): string {
  const value = Number(amount ?? 0);
  const finite = Number.isFinite(value) ? value : 0;
  const withCents = cents === 'always' || !Number.isInteger(finite);
  const key = `${language}:${withCents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = withCents ? 2 : 0;
    formatter = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(finite);
}

/** The largest amount anywhere (the database's numeric(10, 2)): $99,999,999.99. */
export const MAX_MONEY_CENTS = 9_999_999_999;

/** Why a value is not an amount: not a decimal number, more than 2 decimals, or too many digits. */
export type MoneyProblem = 'format' | 'decimals' | 'tooLarge';

// Up to 13 digits before the point: every sum the database returns (numeric(14, 2)) fits, and
// 13 digits of cents stay a safe integer.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_WHOLE_DIGITS = 13;

/**
 * Dollars to whole cents by their digits, never by float arithmetic: "12.5" and 12.5 are 1250,
 * "-3" is -300. A number is read as JavaScript writes it (12.5 is "12.5"), so 1e-9, 1e20 or
 * 0.1 + 0.2 are never rounded into an amount. The sign and the bounds are the caller's rules.
 */
export function parseCents(value: string | number): { cents: number } | { problem: MoneyProblem } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'number' && /e/i.test(text)) return { problem: Math.abs(value) >= 1 ? 'tooLarge' : 'decimals' };
  const match = DECIMAL.exec(text);
  if (!match) return { problem: 'format' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'decimals' };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { problem: 'tooLarge' };
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return { cents: sign ? 0 - cents : cents };
}

/** Cents of an amount the database or the schemas wrote ("37.50", "-12.50"); anything else is a bug, and throws. */
export function centsOf(dollars: string | number): number {
  const parsed = parseCents(dollars);
  if ('problem' in parsed) throw new Error(`not an amount of money: ${String(dollars)}`);
  return parsed.cents;
}

/** 3750 -> "37.50", -1250 -> "-12.50": the database's and the API's form. */
export function dollarsOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
