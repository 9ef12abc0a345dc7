import { localeOf, type SiteLanguage } from './language-path';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * US dollars as `language` writes numbers: "1250" -> "$1,250.00"; without cents "50" -> "$50".
 * The narrow symbol keeps "$" in every language: Amharic's own symbol for the dollar is "US$",
 * which reads oddly on a Minneapolis menu where no other currency is possible.
 */
export function formatUsd(amount: string | number | null | undefined, language: SiteLanguage, { cents = true } = {}): string {
  const key = `${language}:${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = cents ? 2 : 0;
    formatter = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  const value = Number(amount ?? 0);
  return formatter.format(Number.isFinite(value) ? value : 0);
}
