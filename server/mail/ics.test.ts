import { describe, expect, test } from 'vitest';
import { addDays, zonedInstant } from '@shared/time';
import { bookingIcs, type BookingEvent } from './ics';

function booking(overrides: Partial<BookingEvent> = {}): BookingEvent {
  return {
    uid: 'reservation-42@selam.example',
    sequence: 0,
    cancelled: false,
    date: '2026-06-13',
    time: '19:00',
    durationMinutes: 120,
    timeZone: 'America/Chicago',
    summary: 'Table for 4 at Selam Restaurant',
    location: '2600 Cedar Ave S, Minneapolis, MN 55406',
    description: 'Your table is booked.',
    url: 'https://selam.example/reservations/manage/abc123',
    organizerEmail: 'hello@selam.example',
    organizerName: 'Selam Restaurant',
    now: new Date('2026-05-01T14:03:27.512Z'),
    ...overrides,
  };
}

/** The logical lines: folded lines joined back (CRLF followed by one space). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

/** The one line of `name` (with its parameters) inside the VEVENT. */
function eventLine(ics: string, name: string): string {
  const lines = unfold(ics);
  const found = lines
    .slice(lines.indexOf('BEGIN:VEVENT'))
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
  expect(found).toHaveLength(1);
  return found[0]!;
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

function vtimezoneLines(ics: string): string[] {
  const lines = unfold(ics);
  return lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const DAY = 86_400_000;

/** "20260308T020000" -> that wall time held in a timestamp's UTC fields. */
function wallTime(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) throw new Error(`not a local date-time: ${value}`);
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day, hour, minute, second);
}

/** "-0500" -> -18000 seconds */
function offsetSeconds(value: string): number {
  const match = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value);
  if (!match) throw new Error(`not a UTC offset: ${value}`);
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

/** The day of `month` (1-12) in `year` that BYDAY "2SU" or "-1SU" names, or null when there is none. */
function ruleDay(year: number, month: number, byDay: string): number | null {
  const match = /^(-?\d)(SU|MO|TU|WE|TH|FR|SA)$/.exec(byDay);
  if (!match) throw new Error(`unsupported BYDAY ${byDay}`);
  const [nth, weekday] = [Number(match[1]), WEEKDAYS.indexOf(match[2]!)];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (nth === -1) return lastDay - ((new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay() - weekday + 7) % 7);
  const day = 1 + ((weekday - new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 7) % 7) + (nth - 1) * 7;
  return nth > 0 && day <= lastDay ? day : null;
}

/**
 * Reads a calendar client's way: the instant a wall time in the file's VTIMEZONE names, from the
 * observances' onsets alone (independent of the code under test).
 */
function resolver(ics: string): (wall: string) => Date {
  const onsets: { at: number; to: number }[] = [];
  let observance: Map<string, string> | null = null;
  for (const line of vtimezoneLines(ics)) {
    if (line === 'BEGIN:STANDARD' || line === 'BEGIN:DAYLIGHT') observance = new Map();
    else if (line === 'END:STANDARD' || line === 'END:DAYLIGHT') {
      const start = wallTime(observance!.get('DTSTART')!);
      const from = offsetSeconds(observance!.get('TZOFFSETFROM')!);
      const to = offsetSeconds(observance!.get('TZOFFSETTO')!);
      const walls = [start];
      const rule = observance!.get('RRULE');
      if (rule) {
        const parts = new Map(rule.split(';').map((part) => part.split('=') as [string, string]));
        expect([...parts.keys()].sort()).toEqual(['BYDAY', 'BYMONTH', 'FREQ']);
        expect(parts.get('FREQ')).toBe('YEARLY');
        const startYear = new Date(start).getUTCFullYear();
        for (let year = startYear + 1; year <= startYear + 5; year += 1) {
          const day = ruleDay(year, Number(parts.get('BYMONTH')), parts.get('BYDAY')!);
          if (day !== null) walls.push(Date.UTC(year, Number(parts.get('BYMONTH')) - 1, day) + (start % DAY));
        }
        expect(ruleDay(startYear, Number(parts.get('BYMONTH')), parts.get('BYDAY')!)).toBe(
          new Date(start).getUTCDate(),
        );
      }
      onsets.push(...walls.map((wall) => ({ at: wall - from * 1000, to })));
      observance = null;
    } else if (observance) {
      const colon = line.indexOf(':');
      observance.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  const offsetAt = (instant: number) => {
    const inForce = onsets.filter((onset) => onset.at <= instant).sort((a, b) => b.at - a.at)[0];
    if (!inForce) throw new Error(`no observance in force at ${new Date(instant).toISOString()}`);
    return inForce.to;
  };
  return (wall) => {
    const local = Date.parse(`${wall}Z`);
    const candidates = [...new Set(onsets.map((onset) => onset.to))]
      .map((offset) => local - offset * 1000)
      .filter((instant) => local - offsetAt(instant) * 1000 === instant);
    if (candidates.length === 0) throw new Error(`${wall} does not exist in this VTIMEZONE`);
    return new Date(Math.min(...candidates));
  };
}

describe('bookingIcs', () => {
  test('a booking is a VCALENDAR request with one confirmed VEVENT', () => {
    const ics = bookingIcs(booking());
    const lines = unfold(ics);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      lines[2],
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines[2]).toMatch(/^PRODID:.+/);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(eventLine(ics, 'UID')).toBe('UID:reservation-42@selam.example');
    expect(eventLine(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(eventLine(ics, 'DTSTAMP')).toBe('DTSTAMP:20260501T140327Z');
    expect(eventLine(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(eventLine(ics, 'SUMMARY')).toBe('SUMMARY:Table for 4 at Selam Restaurant');
    expect(eventLine(ics, 'LOCATION')).toBe('LOCATION:2600 Cedar Ave S\\, Minneapolis\\, MN 55406');
    expect(eventLine(ics, 'URL')).toBe('URL:https://selam.example/reservations/manage/abc123');
    expect(eventLine(ics, 'ORGANIZER')).toBe('ORGANIZER;CN="Selam Restaurant":mailto:hello@selam.example');
  });

  test('lines end in CRLF and nothing else breaks a line', () => {
    const ics = bookingIcs(booking({ description: 'one\ntwo\r\nthree\rfour' }));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  test('DTSTART and DTEND are the wall clock in the named zone, which the VTIMEZONE names', () => {
    const ics = bookingIcs(booking());
    expect(eventLine(ics, 'DTSTART')).toBe('DTSTART;TZID=America/Chicago:20260613T190000');
    expect(eventLine(ics, 'DTEND')).toBe('DTEND;TZID=America/Chicago:20260613T210000');
    expect(vtimezoneLines(ics)[1]).toBe('TZID:America/Chicago');
    expect(resolver(ics)('2026-06-13T19:00:00').toISOString()).toBe('2026-06-14T00:00:00.000Z');
  });

  test('a booking on a daylight-saving change day resolves to the right instant', () => {
    const spring = bookingIcs(booking({ date: '2026-03-08' }));
    expect(eventLine(spring, 'DTSTART')).toBe('DTSTART;TZID=America/Chicago:20260308T190000');
    expect(resolver(spring)('2026-03-08T19:00:00').toISOString()).toBe('2026-03-09T00:00:00.000Z');

    const autumn = bookingIcs(booking({ date: '2026-11-01' }));
    expect(eventLine(autumn, 'DTSTART')).toBe('DTSTART;TZID=America/Chicago:20261101T190000');
    expect(resolver(autumn)('2026-11-01T19:00:00').toISOString()).toBe('2026-11-02T01:00:00.000Z');
  });

  test('a zone with yearly rules gets one DAYLIGHT and one STANDARD, each with its RRULE', () => {
    expect(vtimezoneLines(bookingIcs(booking()))).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:DAYLIGHT',
      'DTSTART:20250309T020000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20251102T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const berlin = vtimezoneLines(bookingIcs(booking({ timeZone: 'Europe/Berlin' })));
    expect(berlin).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(berlin).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });

  // Rules north and south of the equator, a half-hour change, changes at midnight, Morocco's
  // Ramadan changes (no yearly rule), and offsets that never change.
  const zones = [
    'America/Chicago',
    'Europe/Berlin',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'America/Santiago',
    'Africa/Casablanca',
    'Asia/Kathmandu',
    'Africa/Addis_Ababa',
  ];

  test.each(zones)('the VTIMEZONE of %s agrees with the zone every day of the booking year', (timeZone) => {
    const resolve = resolver(bookingIcs(booking({ timeZone })));
    for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
      for (const time of ['00:00', '12:00', '19:00']) {
        const instant = zonedInstant(date, time, timeZone);
        // Santiago's clocks skip from 00:00 to 01:00 one night a year.
        if (instant) expect(resolve(`${date}T${time}:00`), `${date} ${time}`).toEqual(instant);
        else expect(() => resolve(`${date}T${time}:00`)).toThrow('does not exist');
      }
    }
  });

  test('a zone without daylight saving time gets a single STANDARD block', () => {
    const addis = bookingIcs(booking({ timeZone: 'Africa/Addis_Ababa' }));
    expect(vtimezoneLines(addis)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Africa/Addis_Ababa',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(eventLine(addis, 'DTSTART')).toBe('DTSTART;TZID=Africa/Addis_Ababa:20260613T190000');
    expect(resolver(addis)('2026-06-13T19:00:00').toISOString()).toBe('2026-06-13T16:00:00.000Z');

    const utc = vtimezoneLines(bookingIcs(booking({ timeZone: 'UTC' })));
    expect(utc.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
    expect(utc).toContain('TZOFFSETTO:+0000');
  });

  test('a zone whose offset changed once states the offset before the change too', () => {
    // Tokelau moved across the date line at the end of 2011, from -11:00 to +13:00.
    const ics = bookingIcs(booking({ timeZone: 'Pacific/Fakaofo', date: '2011-06-01' }));
    const resolve = resolver(ics);
    expect(resolve('2011-06-01T19:00:00').toISOString()).toBe('2011-06-02T06:00:00.000Z');
    expect(resolve('2012-01-05T12:00:00').toISOString()).toBe('2012-01-04T23:00:00.000Z');
  });

  test('DTEND is the wall clock when the booking ends, across a change of the clock and a new year', () => {
    const overnight = booking({ date: '2026-03-08', time: '01:00' });
    expect(eventLine(bookingIcs(overnight), 'DTEND')).toBe('DTEND;TZID=America/Chicago:20260308T040000');
    const newYear = bookingIcs(booking({ date: '2026-12-31', time: '23:00' }));
    expect(eventLine(newYear, 'DTEND')).toBe('DTEND;TZID=America/Chicago:20270101T010000');
    expect(resolver(newYear)('2027-01-01T01:00:00').toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });

  test('a cancelled booking is METHOD:CANCEL and STATUS:CANCELLED with the same UID', () => {
    const request = bookingIcs(booking());
    const cancel = bookingIcs(booking({ cancelled: true, sequence: 3 }));
    expect(unfold(cancel)).toContain('METHOD:CANCEL');
    expect(unfold(cancel)).not.toContain('METHOD:REQUEST');
    expect(eventLine(cancel, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(eventLine(cancel, 'SEQUENCE')).toBe('SEQUENCE:3');
    expect(eventLine(cancel, 'UID')).toBe(eventLine(request, 'UID'));
    expect(eventLine(cancel, 'DTSTART')).toBe(eventLine(request, 'DTSTART'));
  });

  test('text escapes backslash, semicolon, comma and newline', () => {
    const description = 'Ring the bell, then wait; cash\\card\nSecond line\r\nThird';
    const ics = bookingIcs(booking({ description, summary: 'Table; 4, window' }));
    expect(eventLine(ics, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Ring the bell\\, then wait\\; cash\\\\card\\nSecond line\\nThird',
    );
    expect(eventLine(ics, 'SUMMARY')).toBe('SUMMARY:Table\\; 4\\, window');
    expect(unescapeText(eventLine(ics, 'DESCRIPTION').slice('DESCRIPTION:'.length))).toBe(
      description.replace('\r\n', '\n'),
    );
  });

  test('the organizer name is a quoted parameter', () => {
    const ics = bookingIcs(booking({ organizerName: 'Selam "Ethiopian": Minneapolis, MN' }));
    expect(eventLine(ics, 'ORGANIZER')).toBe(
      `ORGANIZER;CN="Selam 'Ethiopian': Minneapolis, MN":mailto:hello@selam.example`,
    );
  });

  test('there is no URL line without a url', () => {
    expect(unfold(bookingIcs(booking({ url: undefined }))).some((line) => line.startsWith('URL'))).toBe(false);
  });

  test('long lines fold at 75 octets without splitting a character, and unfold to the original', () => {
    for (let shift = 0; shift < 4; shift += 1) {
      const summary = `${'x'.repeat(shift)}ለ4 ሰዎች ጠረጴዛ 🍽️ `.repeat(12);
      const description = `Ünïcode; ${'ለ4 ሰዎች ጠረጴዛ, '.repeat(20)}\nend\\`;
      const ics = bookingIcs(booking({ summary, description }));
      const physical = ics.split('\r\n');
      expect(physical.length).toBeGreaterThan(unfold(ics).length + 5);
      for (const line of physical) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        // A split multi-byte character would not survive on its own line.
        expect(Buffer.from(line).toString()).toBe(line);
      }
      expect(unescapeText(eventLine(ics, 'SUMMARY').slice('SUMMARY:'.length))).toBe(summary);
      expect(unescapeText(eventLine(ics, 'DESCRIPTION').slice('DESCRIPTION:'.length))).toBe(description);
    }
  });

  test('a line of exactly 75 octets stays whole; one more octet folds it', () => {
    const exact = bookingIcs(booking({ summary: 'ጠ'.repeat(22) + 'x' }));
    expect(exact.split('\r\n')).toContain(`SUMMARY:${'ጠ'.repeat(22)}x`);
    const over = bookingIcs(booking({ summary: 'ጠ'.repeat(22) + 'xy' })).split('\r\n');
    expect(over).toContain(`SUMMARY:${'ጠ'.repeat(22)}x`);
    expect(over).toContain(' y');
  });

  test('refuses a malformed date, time or duration', () => {
    expect(() => bookingIcs(booking({ date: '2026-6-13' }))).toThrow(RangeError);
    expect(() => bookingIcs(booking({ time: '7pm' }))).toThrow(RangeError);
    expect(() => bookingIcs(booking({ durationMinutes: 0 }))).toThrow(RangeError);
  });
});
