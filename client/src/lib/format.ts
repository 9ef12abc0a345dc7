export { formatMoney } from '@shared/money';

/** Text cut to at most `max` characters, ending in "…" when it was longer (dish previews, addresses). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
