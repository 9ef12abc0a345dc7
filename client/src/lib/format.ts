/** "18.5" -> "$18.50", "1250" -> "$1,250.00": money is always shown in dollars with 2 decimals. */
export function formatMoney(amount: string | number | null | undefined): string {
  const value = Number(amount ?? 0);
  return `$${(Number.isFinite(value) ? value : 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Text cut to at most `max` characters, ending in "…" when it was longer (dish previews, addresses). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
