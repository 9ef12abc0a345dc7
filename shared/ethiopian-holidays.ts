// The Ethiopian holidays the back office offers as closures. They follow the Ethiopian
// calendar, so their Gregorian dates move by a day in some years (Meskel is September 28
// in 2027); they are computed, never typed in.
import { addDays } from './time';

export interface EthiopianHoliday {
  key: 'enkutatash' | 'meskel' | 'genna' | 'timkat' | 'fasika';
  name: string;
  /** YYYY-MM-DD, Gregorian. */
  date: string;
}

const ethiopic = new Intl.DateTimeFormat('en-US-u-ca-ethiopic', { timeZone: 'UTC', month: 'numeric', day: 'numeric' });

/** The Gregorian date in [`from`, `from` + `days`) that is `day` of Ethiopian month `month`. */
function findEthiopicDate(from: string, days: number, month: number, day: number): string {
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    const parts = Object.fromEntries(
      ethiopic.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]),
    );
    if (Number(parts.month) === month && Number(parts.day) === day) return date;
  }
  throw new Error(`No Ethiopian ${month}/${day} from ${from}`);
}

/** Orthodox Easter: the Julian-calendar computus, moved to the Gregorian calendar (13 days from 1900 to 2099). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return addDays(julian, 13);
}

/** The five holidays of one Gregorian year, in date order. */
export function ethiopianHolidays(year: number): EthiopianHoliday[] {
  const holidays: EthiopianHoliday[] = [
    { key: 'genna', name: 'Genna (Ethiopian Christmas)', date: `${year}-01-07` },
    { key: 'timkat', name: 'Timkat (Epiphany)', date: findEthiopicDate(`${year}-01-15`, 10, 5, 11) },
    { key: 'fasika', name: 'Fasika (Easter)', date: orthodoxEaster(year) },
    { key: 'enkutatash', name: 'Enkutatash (New Year)', date: findEthiopicDate(`${year}-09-08`, 8, 1, 1) },
    { key: 'meskel', name: 'Meskel', date: findEthiopicDate(`${year}-09-24`, 8, 1, 17) },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** The most years one call spans: the back office asks for the coming year. */
const MAX_YEARS = 10;

/** The holidays from `from` to `to` (both included), across the years they span. */
export function ethiopianHolidaysBetween(from: string, to: string): EthiopianHoliday[] {
  const firstYear = Number(from.slice(0, 4));
  const count = Number(to.slice(0, 4)) - firstYear + 1;
  if (!(count <= MAX_YEARS)) throw new RangeError(`${from} to ${to} spans more than ${MAX_YEARS} years`);
  const years = Array.from({ length: Math.max(0, count) }, (_, index) => firstYear + index);
  return years.flatMap(ethiopianHolidays).filter((holiday) => holiday.date >= from && holiday.date <= to);
}
