import type { SiteLanguage } from '@shared/language-path';
import { formatUsd } from '@shared/money';

/** "18.5" -> "$18.50", "1250" -> "$1,250.00", written the way `language` writes numbers. */
export function formatMoney(amount: string | number | null | undefined, language: SiteLanguage): string {
  return formatUsd(amount, language);
}

/** An amount as gift cards are offered: whole dollars without cents (50 -> "$50"), others to the cent (37.5 -> "$37.50"). */
export function formatDollars(amount: number, language: SiteLanguage): string {
  return formatUsd(amount, language, { cents: !Number.isInteger(amount) });
}

/** Text cut to at most `max` characters, ending in "…" when it was longer (dish previews, addresses). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
