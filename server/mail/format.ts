const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "1250.00" -> "$1,250.00" */
export function formatDollars(amount: string): string {
  return DOLLARS.format(Number(amount));
}

// Building a formatter costs far more than using one; every booking's two emails use it.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** "2026-06-13" -> "Saturday, June 13, 2026": a calendar date, so no time zone shifts it. */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T12:00:00Z`));
}

/** 1 -> "1 guest", 4 -> "4 guests" */
export function guestsText(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}
