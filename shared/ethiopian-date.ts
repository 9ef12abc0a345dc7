/**
 * A calendar date (YYYY-MM-DD) in the Ethiopian calendar, as it is written in Amharic:
 * "ኅዳር 14 ቀን 2019 ዓ.ም." (month, day, "ቀን", year, "ዓ.ም."). Built from `Intl`'s parts, because
 * its whole string ("14 ኅዳር 2019 AM") is not how it is written. Null where the runtime's `Intl`
 * has no Ethiopian calendar.
 */
export function formatEthiopianDate(date: string): string | null {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return null;
  // Noon UTC, read in UTC: the same calendar day whatever the machine's zone.
  const instant = new Date(Date.UTC(year, month - 1, day, 12));
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('am-ET', {
      calendar: 'ethiopic',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  } catch {
    return null;
  }
  if (format.resolvedOptions().calendar !== 'ethiopic') return null;
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  if (!parts.day || !parts.month || !parts.year) return null;
  return `${parts.month} ${parts.day} ቀን ${parts.year} ዓ.ም.`;
}
