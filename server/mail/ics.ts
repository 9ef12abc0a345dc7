import { zonedInstant } from '@shared/time';

export interface BookingEvent {
  /** Stable per booking, e.g. "reservation-42@selam.example". */
  uid: string;
  /** Raised on each change; goes to SEQUENCE. */
  sequence: number;
  /** true after the booking is cancelled: METHOD:CANCEL and STATUS:CANCELLED. */
  cancelled: boolean;
  /** YYYY-MM-DD and HH:mm, wall-clock time in `timeZone`. */
  date: string;
  time: string;
  durationMinutes: number;
  /** IANA zone, e.g. "America/Chicago". */
  timeZone: string;
  /** e.g. "Table for 4 at Selam Restaurant" */
  summary: string;
  /** The address on one line. */
  location: string;
  /** May hold newlines, commas, semicolons, backslashes. */
  description: string;
  /** The manage link. */
  url?: string;
  /** The restaurant's email: ORGANIZER (needed by many clients for METHOD:REQUEST/CANCEL). */
  organizerEmail: string;
  organizerName: string;
  /** When the file is produced (DTSTAMP). */
  now: Date;
}

const PRODID = '-//Selam Restaurant//Table bookings//EN';
const DAY = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The booking as an iCalendar file (CRLF lines), for an email attachment or a download. */
export function bookingIcs(event: BookingEvent): string {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(event.date) ||
    !/^([01]\d|2[0-3]):[0-5]\d$/.test(event.time) ||
    !Number.isInteger(event.durationMinutes) ||
    event.durationMinutes <= 0 ||
    !Number.isInteger(event.sequence) ||
    event.sequence < 0
  ) {
    throw new RangeError(`bookingIcs: invalid booking ${event.uid}`);
  }
  const { timeZone } = event;
  const start = startInstant(event);
  const end = start + event.durationMinutes * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    ...vtimezone(timeZone, start, end),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp(event.now.getTime())}Z`,
    `DTSTART;TZID=${timeZone}:${event.date.replaceAll('-', '')}T${event.time.replace(':', '')}00`,
    `DTEND;TZID=${timeZone}:${stamp(end + offsetAt(timeZone, end) * 1000)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${quoteParam(event.organizerName)}:mailto:${event.organizerEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * When the booking starts. A wall time the zone skips (02:30 on a spring-forward night) is read
 * with the offset in force before the gap, as calendar clients read it.
 */
function startInstant({ date, time, timeZone }: BookingEvent): number {
  const instant = zonedInstant(date, time, timeZone);
  if (instant) return instant.getTime();
  const wall = Date.parse(`${date}T${time}:00Z`);
  return wall - offsetAt(timeZone, wall - DAY) * 1000;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at `instant`, in seconds east of UTC. */
function offsetAt(timeZone: string, instant: number): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // "GMT-05:00", "GMT+05:45", and plain "GMT" for a zero offset.
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
  if (!match) throw new Error(`Unexpected UTC offset "${name}" in ${timeZone}`);
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === '-' ? -total : total;
}

interface Change {
  /** The first instant (ms) with the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Every change of the zone's UTC offset in [from, to). */
function offsetChanges(timeZone: string, from: number, to: number): Change[] {
  const changes: Change[] = [];
  let before = offsetAt(timeZone, from);
  for (let day = from; day < to; day += DAY) {
    const after = offsetAt(timeZone, day + DAY);
    if (after === before) continue;
    // Offsets change on a whole second: narrow the day down to it.
    let low = day;
    let high = day + DAY;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: before, to: after });
    before = after;
  }
  return changes;
}

/**
 * The zone's rules from the year before the booking to the year after it, so that any client
 * finds an observance in force at the booking, whatever its own time-zone data says.
 */
function vtimezone(timeZone: string, start: number, end: number): string[] {
  const firstYear = new Date(start + offsetAt(timeZone, start) * 1000).getUTCFullYear() - 1;
  const lastYear = new Date(end + offsetAt(timeZone, end) * 1000).getUTCFullYear() + 1;
  // Finding the changes takes milliseconds and every booking email needs the block: one per span.
  const key = `${timeZone}|${firstYear}|${lastYear}`;
  let block = vtimezones.get(key);
  if (!block) {
    block = buildVtimezone(timeZone, firstYear, lastYear);
    vtimezones.set(key, block);
  }
  return block;
}

const vtimezones = new Map<string, string[]>();

function buildVtimezone(timeZone: string, firstYear: number, lastYear: number): string[] {
  const from = Date.UTC(firstYear, 0, 1);
  const changes = offsetChanges(timeZone, from, Date.UTC(lastYear + 1, 0, 1));
  const years = lastYear - firstYear + 1;
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances(timeZone, from, years, changes), 'END:VTIMEZONE'];
}

function observances(timeZone: string, from: number, years: number, changes: Change[]): string[] {
  if (changes.length === 0) {
    const offset = offsetAt(timeZone, from);
    return observance('STANDARD', '19700101T000000', offset, offset);
  }
  // Outlook reads one STANDARD and one DAYLIGHT, each with a yearly RRULE; a zone whose changes
  // follow such rules in every year of the window gets exactly that.
  const forward = changes.filter((change) => change.to > change.from);
  const back = changes.filter((change) => change.to < change.from);
  const [daylight, standard] = [forward[0], back[0]];
  if (
    daylight &&
    standard &&
    forward.length === years &&
    back.length === years &&
    forward.every((change) => change.from === daylight.from && change.to === daylight.to) &&
    back.every((change) => change.from === daylight.to && change.to === daylight.from)
  ) {
    const daylightRule = yearlyRule(forward.map(localOnset));
    const standardRule = yearlyRule(back.map(localOnset));
    if (daylightRule && standardRule) {
      return [
        ...observance('DAYLIGHT', stamp(localOnset(daylight)), daylight.from, daylight.to, daylightRule),
        ...observance('STANDARD', stamp(localOnset(standard)), standard.from, standard.to, standardRule),
      ];
    }
  }
  // Anything else: the offset in force when the window opens, then each change on its own.
  const initial = offsetAt(timeZone, from);
  return [
    ...observance('STANDARD', stamp(from + initial * 1000), initial, initial),
    ...changes.flatMap((change) =>
      observance(change.to > change.from ? 'DAYLIGHT' : 'STANDARD', stamp(localOnset(change)), change.from, change.to),
    ),
  ];
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, rule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `END:${kind}`,
  ];
}

/** The wall-clock time a change happens at, read on the clock before it (as DTSTART states it). */
function localOnset(change: Change): number {
  return change.at + change.from * 1000;
}

/** "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU" when every onset is the same weekday of the same month at the same time. */
function yearlyRule(onsets: number[]): string | null {
  const dates = onsets.map((onset) => new Date(onset));
  const [first] = dates;
  if (!first) return null;
  const alike = (date: Date) =>
    date.getUTCMonth() === first.getUTCMonth() &&
    date.getUTCDay() === first.getUTCDay() &&
    date.getTime() % DAY === first.getTime() % DAY;
  if (!dates.every(alike)) return null;
  const week = (date: Date) => Math.ceil(date.getUTCDate() / 7);
  const daysInMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const isLast = (date: Date) => date.getUTCDate() + 7 > daysInMonth(date);
  const rule = `FREQ=YEARLY;BYMONTH=${first.getUTCMonth() + 1};BYDAY=`;
  const weekday = WEEKDAYS[first.getUTCDay()];
  if (dates.every(isLast)) return `${rule}-1${weekday}`;
  if (dates.every((date) => week(date) === week(first))) return `${rule}${week(first)}${weekday}`;
  return null;
}

/** -18000 -> "-0500", 20700 -> "+0545" */
function formatOffset(seconds: number): string {
  const size = Math.abs(seconds);
  const part = (value: number) => String(value).padStart(2, '0');
  const rest = size % 60 ? part(size % 60) : '';
  return `${seconds < 0 ? '-' : '+'}${part(Math.floor(size / 3600))}${part(Math.floor(size / 60) % 60)}${rest}`;
}

/** A wall-clock or UTC time held in `ms`'s UTC fields -> "20260613T190000". */
function stamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value can hold neither a double quote nor a line break, and is quoted for `:;,`. */
function quoteParam(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/[\r\n]+/g, ' ')}"`;
}

/** Lines longer than 75 octets continue on lines that start with a space; a character is never split. */
function fold(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}
