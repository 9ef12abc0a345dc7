// Dates and times as the back office shows them. Kept apart from format.ts (money, truncation),
// which the landing page loads: these formatters are needed only once a screen shows dates.

/** A calendar date "2026-11-21" -> "Sat, Nov 21, 2026", the same in every time zone. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}

/** An instant "2026-11-21T19:05:00Z" -> "Nov 21, 2026, 1:05 PM", in the restaurant's time zone. */
export function formatTimestamp(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(parsed);
}

/** An instant as a calendar date only: "Nov 21, 2026". */
export function formatDay(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(parsed);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday": how long ago an instant was. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(amount)) return iso;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return iso;
}
