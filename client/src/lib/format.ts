import { localeOf, type SiteLanguage } from '@shared/language-path';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

// Every price is in US dollars. The narrow symbol keeps "$" in every language: Amharic's own
// symbol for the dollar is "US$", which reads oddly on a Minneapolis menu where no other
// currency is possible.
function moneyFormatter(language: SiteLanguage, cents: boolean): Intl.NumberFormat {
  const key = `${language}:${cents}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    const digits = cents ? 2 : 0;
    formatter = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** "18.5" -> "$18.50", "1250" -> "$1,250.00", written the way `language` writes numbers. */
export function formatMoney(amount: string | number | null | undefined, language: SiteLanguage): string {
  const value = Number(amount ?? 0);
  return moneyFormatter(language, true).format(Number.isFinite(value) ? value : 0);
}

/** An amount as gift cards are offered: whole dollars without cents (50 -> "$50"), others to the cent (37.5 -> "$37.50"). */
export function formatDollars(amount: number, language: SiteLanguage): string {
  return moneyFormatter(language, !Number.isInteger(amount)).format(amount);
}

/** Text cut to at most `max` characters, ending in "…" when it was longer (dish previews, addresses). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
