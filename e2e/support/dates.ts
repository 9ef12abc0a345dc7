/** A date `days` ahead in the restaurant's zone (America/Chicago), as YYYY-MM-DD. */
export function restaurantDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
