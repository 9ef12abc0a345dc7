import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS } from './business-info';
import {
  bookingWindow,
  dayLoad,
  daySchedule,
  formatPeriods,
  roomIn,
  seatedInHours,
  slotGrid,
  slotOf,
  slotsAfterLeadTime,
  slotState,
  weekdayOf,
  type CalendarException,
} from './schedule';
import {
  closedReason,
  dateWindowError,
  FULLY_BOOKED_DAY,
  outsideHoursReason,
  partySizeError,
  slotFullMessage,
} from './schedule-reasons';
import type { WeeklyHours } from './schemas/settings';
import { zonedInstant } from './time';
import { englishText } from './messages/english';

/** A rule's message in English words (null when it has none). */
const inEnglish = (text: string | null) => (text === null ? null : englishText(text));

const CHICAGO = 'America/Chicago';
const TOKYO = 'Asia/Tokyo';

const lunch = { open: '11:00', close: '15:00' };
const dinner = { open: '17:00', close: '22:00' };

/** Monday closed, Tuesday dinner only, Wednesday lunch and dinner, the rest the defaults. */
const WEEK: WeeklyHours = {
  ...DEFAULT_WEEKLY_HOURS,
  monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
  tuesday: { closed: false, periods: [dinner] },
  wednesday: { closed: false, periods: [lunch, dinner] },
};

const thanksgiving: CalendarException = {
  startDate: '2026-11-26',
  endDate: '2026-11-26',
  closed: true,
  periods: [],
  label: 'Thanksgiving',
};
const christmasEve: CalendarException = {
  startDate: '2026-12-24',
  endDate: '2026-12-24',
  closed: false,
  periods: [{ open: '11:00', close: '16:00' }],
  label: 'Christmas Eve',
};
const familyWeek: CalendarException = {
  startDate: '2026-12-28',
  endDate: '2027-01-03',
  closed: true,
  periods: [],
  label: 'Family event',
};
const EXCEPTIONS = [thanksgiving, christmasEve, familyWeek];

const every30 = { slotIntervalMinutes: 30, lastSeatingMinutes: 30 } as const;

// Dates of 2026: Monday the 23rd, Tuesday the 24th and Wednesday the 25th of November.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

describe('the day a date is', () => {
  test('weekdayOf reads the calendar date, with no time zone involved', () => {
    expect(weekdayOf('2026-11-26')).toBe('thursday');
    expect(weekdayOf(MONDAY)).toBe('monday');
    expect(weekdayOf('2027-03-14')).toBe('sunday');
    expect(weekdayOf('2028-02-29')).toBe('tuesday');
  });

  test('without an exception a date keeps its weekday hours; a closed weekday has no periods', () => {
    expect(daySchedule(WEDNESDAY, WEEK, EXCEPTIONS)).toEqual({
      date: WEDNESDAY,
      weekday: 'wednesday',
      closed: false,
      periods: [lunch, dinner],
      exception: null,
    });
    expect(daySchedule(MONDAY, WEEK, EXCEPTIONS)).toEqual({
      date: MONDAY,
      weekday: 'monday',
      closed: true,
      periods: [],
      exception: null,
    });
  });

  test('an exception replaces the whole day: its periods only, never merged with the weekly ones', () => {
    // Christmas Eve 2026 is a Thursday, open 11:00 to 21:30 in the weekly hours.
    expect(daySchedule('2026-12-24', WEEK, EXCEPTIONS)).toEqual({
      date: '2026-12-24',
      weekday: 'thursday',
      closed: false,
      periods: [{ open: '11:00', close: '16:00' }],
      exception: 'Christmas Eve',
    });
    // A lunch-only exception on a lunch-and-dinner Wednesday drops the dinner.
    const lunchOnly: CalendarException = {
      ...christmasEve,
      startDate: WEDNESDAY,
      endDate: WEDNESDAY,
      periods: [lunch],
      label: 'Staff party',
    };
    expect(daySchedule(WEDNESDAY, WEEK, [lunchOnly]).periods).toEqual([lunch]);
    expect(daySchedule('2026-11-26', WEEK, EXCEPTIONS)).toMatchObject({
      closed: true,
      periods: [],
      exception: 'Thanksgiving',
    });
  });

  test('special hours open a weekday the weekly hours close', () => {
    const openMonday: CalendarException = {
      ...christmasEve,
      startDate: MONDAY,
      endDate: MONDAY,
      label: 'Private dinner',
    };
    expect(daySchedule(MONDAY, WEEK, [openMonday])).toMatchObject({
      closed: false,
      periods: openMonday.periods,
      exception: 'Private dinner',
    });
  });

  test('a range covers its first and last day, and no other', () => {
    expect(daySchedule('2026-12-27', WEEK, EXCEPTIONS).exception).toBeNull();
    expect(daySchedule('2026-12-28', WEEK, EXCEPTIONS).exception).toBe('Family event');
    expect(daySchedule('2026-12-31', WEEK, EXCEPTIONS).exception).toBe('Family event');
    expect(daySchedule('2027-01-03', WEEK, EXCEPTIONS).exception).toBe('Family event');
    expect(daySchedule('2027-01-04', WEEK, EXCEPTIONS)).toMatchObject({
      weekday: 'monday',
      closed: true,
      exception: null,
    });
  });
});

describe('the slot grid', () => {
  test('each period from its opening, every interval, up to the last seating before it closes', () => {
    const weekday = slotGrid(DEFAULT_WEEKLY_HOURS.monday.periods, DEFAULT_BOOKING_SETTINGS);
    expect(weekday).toHaveLength(21);
    expect(weekday.slice(0, 3)).toEqual(['11:00', '11:30', '12:00']);
    expect(weekday.at(-1)).toBe('21:00');
    expect(slotGrid(DEFAULT_WEEKLY_HOURS.friday.periods, DEFAULT_BOOKING_SETTINGS).at(-1)).toBe('21:30');
    expect(slotGrid(DEFAULT_WEEKLY_HOURS.sunday.periods, DEFAULT_BOOKING_SETTINGS).at(-1)).toBe('20:30');
  });

  test('two periods make two runs of slots, with nothing between them', () => {
    expect(slotGrid([lunch, dinner], every30)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
  });

  test('the interval and the last seating shape the grid', () => {
    expect(slotGrid([{ open: '11:00', close: '12:00' }], { slotIntervalMinutes: 15, lastSeatingMinutes: 15 })).toEqual([
      '11:00',
      '11:15',
      '11:30',
      '11:45',
    ]);
    expect(slotGrid([{ open: '11:00', close: '12:00' }], { slotIntervalMinutes: 20, lastSeatingMinutes: 15 })).toEqual([
      '11:00',
      '11:20',
      '11:40',
    ]);
    // The grid starts at each opening, not on the hour: the last 60-minute slot is 13:30.
    expect(slotGrid([{ open: '11:30', close: '14:00' }], { slotIntervalMinutes: 60, lastSeatingMinutes: 30 })).toEqual([
      '11:30',
      '12:30',
      '13:30',
    ]);
    // A last seating of 0 seats until the period closes, never at the closing time itself.
    expect(
      slotGrid([{ open: '11:00', close: '12:00' }], { slotIntervalMinutes: 30, lastSeatingMinutes: 0 }).at(-1),
    ).toBe('11:30');
    expect(
      slotGrid([{ open: '18:00', close: '24:00' }], { slotIntervalMinutes: 30, lastSeatingMinutes: 0 }).at(-1),
    ).toBe('23:30');
    expect(slotGrid([{ open: '11:00', close: '11:20' }], every30)).toEqual([]);
    expect(slotGrid([{ open: '18:00', close: '24:00' }], every30).at(-1)).toBe('23:30');
    expect(slotGrid([], every30)).toEqual([]);
  });

  test('seatedInHours: from an opening up to its last seating, on the grid or not', () => {
    expect(seatedInHours('11:00', [lunch, dinner], 30)).toBe(true);
    expect(seatedInHours('12:10', [lunch, dinner], 30)).toBe(true);
    expect(seatedInHours('14:30', [lunch, dinner], 30)).toBe(true);
    expect(seatedInHours('14:45', [lunch, dinner], 30)).toBe(false);
    expect(seatedInHours('16:00', [lunch, dinner], 30)).toBe(false);
    expect(seatedInHours('10:59', [lunch, dinner], 30)).toBe(false);
    expect(seatedInHours('19:00', [], 30)).toBe(false);
  });

  test('slotOf: the slot a booking starts in is the last one at or before it, within one interval', () => {
    const grid = slotGrid([lunch, dinner], every30);
    expect(slotOf('11:00', grid, 30)).toBe('11:00');
    expect(slotOf('11:10', grid, 30)).toBe('11:00');
    expect(slotOf('11:29', grid, 30)).toBe('11:00');
    expect(slotOf('11:30', grid, 30)).toBe('11:30');
    expect(slotOf('14:59', grid, 30)).toBe('14:30');
    expect(slotOf('21:45', grid, 30)).toBe('21:30');
    // Before the first slot, and in the gap between the periods, there is no slot.
    expect(slotOf('10:50', grid, 30)).toBeNull();
    expect(slotOf('15:00', grid, 30)).toBeNull();
    expect(slotOf('16:45', grid, 30)).toBeNull();
    expect(slotOf('22:00', grid, 30)).toBeNull();
    expect(slotOf('12:00', [], 30)).toBeNull();
  });
});

describe('the reasons a booking is refused', () => {
  test('hours read as a 12-hour clock, periods joined by commas', () => {
    expect(formatPeriods([lunch, dinner])).toBe('11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM');
    expect(formatPeriods([lunch, dinner], '-')).toBe('11:00 AM - 3:00 PM, 5:00 PM - 10:00 PM');
  });

  test('a period that runs to midnight closes at 12:00 AM', () => {
    expect(formatPeriods([{ open: '18:00', close: '24:00' }])).toBe('6:00 PM – 12:00 AM');
    expect(formatPeriods([lunch, { open: '17:00', close: '24:00' }], '-')).toBe(
      '11:00 AM - 3:00 PM, 5:00 PM - 12:00 AM',
    );
  });

  test('a closed day names the weekday, or the date and the exception', () => {
    expect(inEnglish(closedReason(daySchedule(MONDAY, WEEK, EXCEPTIONS)))).toBe('We are closed on Mondays');
    expect(inEnglish(closedReason(daySchedule('2026-11-26', WEEK, EXCEPTIONS)))).toBe(
      'We are closed on Thursday, November 26 (Thanksgiving)',
    );
    expect(inEnglish(closedReason(daySchedule('2027-01-01', WEEK, EXCEPTIONS)))).toBe(
      'We are closed on Friday, January 1 (Family event)',
    );
  });

  test('before opening, after the last seating, between periods and off the grid each say why', () => {
    const tuesday = daySchedule(TUESDAY, WEEK, EXCEPTIONS);
    const tuesdayGrid = slotGrid(tuesday.periods, every30);
    expect(outsideHoursReason(tuesday, '17:00', tuesdayGrid)).toBeNull();
    expect(outsideHoursReason(tuesday, '21:30', tuesdayGrid)).toBeNull();
    expect(inEnglish(outsideHoursReason(tuesday, '11:30', tuesdayGrid))).toBe('We open at 5:00 PM on Tuesdays');
    expect(inEnglish(outsideHoursReason(tuesday, '21:45', tuesdayGrid))).toBe(
      'The last seating on Tuesdays is at 9:30 PM',
    );
    expect(inEnglish(outsideHoursReason(tuesday, '22:00', tuesdayGrid))).toBe(
      'The last seating on Tuesdays is at 9:30 PM',
    );
    expect(inEnglish(outsideHoursReason(tuesday, '23:30', tuesdayGrid))).toBe(
      'The last seating on Tuesdays is at 9:30 PM',
    );
    expect(inEnglish(outsideHoursReason(tuesday, '18:15', tuesdayGrid))).toBe(
      'Choose one of the available reservation times',
    );

    const wednesday = daySchedule(WEDNESDAY, WEEK, EXCEPTIONS);
    const wednesdayGrid = slotGrid(wednesday.periods, every30);
    expect(inEnglish(outsideHoursReason(wednesday, '10:30', wednesdayGrid))).toBe('We open at 11:00 AM on Wednesdays');
    expect(inEnglish(outsideHoursReason(wednesday, '14:45', wednesdayGrid))).toBe(
      'The last seating is at 2:30 PM; we open again at 5:00 PM on Wednesdays',
    );
    expect(inEnglish(outsideHoursReason(wednesday, '15:30', wednesdayGrid))).toBe('We open at 5:00 PM on Wednesdays');
  });

  test('on an exception day the reason names the date', () => {
    const eve = daySchedule('2026-12-24', WEEK, EXCEPTIONS);
    const grid = slotGrid(eve.periods, every30);
    expect(grid.at(-1)).toBe('15:30');
    expect(inEnglish(outsideHoursReason(eve, '18:00', grid))).toBe(
      'The last seating on Thursday, December 24 is at 3:30 PM',
    );
    expect(inEnglish(outsideHoursReason(eve, '10:00', grid))).toBe('We open at 11:00 AM on Thursday, December 24');
  });

  test('the booking window runs from today in the zone to the horizon', () => {
    // 03:30 UTC on New Year's Day is still New Year's Eve in Minneapolis.
    const newYearUtc = new Date('2027-01-01T03:30:00Z');
    const window = bookingWindow(CHICAGO, 60, newYearUtc);
    expect(window).toEqual({ min: '2026-12-31', max: '2027-03-01' });
    expect(bookingWindow('UTC', 60, newYearUtc).min).toBe('2027-01-01');
    expect(inEnglish(dateWindowError('2026-12-30', window, 60))).toBe('Choose today or a later date');
    expect(dateWindowError('2026-12-31', window, 60)).toBeNull();
    expect(dateWindowError('2027-03-01', window, 60)).toBeNull();
    expect(inEnglish(dateWindowError('2027-03-02', window, 60))).toBe('Reservations can be made up to 60 days ahead');
  });

  test('the online party size follows the booking settings', () => {
    expect(partySizeError(10, DEFAULT_BOOKING_SETTINGS)).toBeNull();
    expect(inEnglish(partySizeError(11, DEFAULT_BOOKING_SETTINGS))).toBe(
      'For more than 10 guests, please call us at least a day ahead',
    );
    expect(inEnglish(partySizeError(1, { minPartySize: 2, maxPartySize: 6 }))).toBe(
      'Online bookings are for 2 guests or more',
    );
    expect(inEnglish(partySizeError(7, { minPartySize: 2, maxPartySize: 6 }))).toBe(
      'For more than 6 guests, please call us at least a day ahead',
    );
  });
});

describe('pacing and capacity', () => {
  const limits = { pacingGuestsPerSlot: 24, dailyGuestCapacity: 80 };
  const grid = slotGrid([dinner], every30);

  test('dayLoad counts every booking for the day, and each in the grid slot it starts in', () => {
    const load = dayLoad(
      [
        { time: '18:00', guests: 10 },
        { time: '18:10', guests: 6 },
        { time: '19:00', guests: 20 },
        // A staff booking before the first slot counts for the day only.
        { time: '16:40', guests: 4 },
      ],
      grid,
      30,
    );
    expect(load.bookedGuests).toBe(40);
    expect(Object.fromEntries(load.slotGuests)).toEqual({ '18:00': 16, '19:00': 20 });
  });

  test('room in a slot is bounded by its pacing and by what is left of the day', () => {
    const load = dayLoad([{ time: '18:00', guests: 16 }], grid, 30);
    expect(roomIn(load, '18:00', limits)).toBe(8);
    expect(roomIn(load, '19:00', limits)).toBe(24);
    const nearlyFull = dayLoad(
      [
        { time: '18:00', guests: 16 },
        { time: '20:00', guests: 62 },
      ],
      grid,
      30,
    );
    expect(roomIn(nearlyFull, '19:00', limits)).toBe(2);
  });

  test('a slot is full when the party does not fit, limited under 8 seats of slot room or 20 of day room', () => {
    const load = dayLoad(
      [
        { time: '18:00', guests: 16 },
        { time: '19:00', guests: 20 },
      ],
      grid,
      30,
    );
    // 8 seats left in the 6 PM slot: not yet limited.
    expect(slotState(load, '18:00', 2, limits)).toBe('available');
    expect(slotState(load, '18:00', 8, limits)).toBe('available');
    expect(slotState(load, '18:00', 9, limits)).toBe('full');
    // 4 seats left at 7 PM.
    expect(slotState(load, '19:00', 2, limits)).toBe('limited');
    expect(slotState(load, '19:00', 4, limits)).toBe('limited');
    expect(slotState(load, '19:00', 5, limits)).toBe('full');
    expect(slotState(load, '20:00', 10, limits)).toBe('available');
  });

  test('more than 60 of 80 guests booked makes every slot with room limited', () => {
    const sixty = dayLoad(
      [
        { time: '17:00', guests: 20 },
        { time: '17:30', guests: 20 },
        { time: '18:00', guests: 20 },
      ],
      grid,
      30,
    );
    expect(slotState(sixty, '20:00', 2, limits)).toBe('available');
    const sixtyOne = dayLoad(
      [...[17, 18, 19].map((hour) => ({ time: `${hour}:00`, guests: 20 })), { time: '21:00', guests: 1 }],
      grid,
      30,
    );
    expect(slotState(sixtyOne, '20:00', 2, limits)).toBe('limited');
    expect(slotState(sixtyOne, '20:00', 19, limits)).toBe('limited');
    // The day's capacity makes an empty slot full for a party that would pass 80.
    expect(slotState(sixtyOne, '20:00', 20, limits)).toBe('full');
  });

  test('the day’s threshold is the guests booked, whatever the capacity', () => {
    const fiftyFive = dayLoad(
      [...[17, 18].map((hour) => ({ time: `${hour}:00`, guests: 20 })), { time: '19:00', guests: 15 }],
      grid,
      30,
    );
    // A smaller room: 15 seats left of 70, still under 60 booked.
    expect(slotState(fiftyFive, '20:00', 2, { ...limits, dailyGuestCapacity: 70 })).toBe('available');
    const sixtyOne = dayLoad(
      [...[17, 18, 19].map((hour) => ({ time: `${hour}:00`, guests: 20 })), { time: '21:00', guests: 1 }],
      grid,
      30,
    );
    // A larger room: 59 seats left of 120, but more than 60 booked.
    expect(slotState(sixtyOne, '20:00', 2, { ...limits, dailyGuestCapacity: 120 })).toBe('limited');
  });

  test('a full slot names the nearest slots on either side that have room, among those offered', () => {
    const offered = grid;
    const full = new Set(['19:00', '19:30']);
    const hasRoom = (slot: string) => !full.has(slot);
    expect(inEnglish(slotFullMessage('19:00', offered, hasRoom))).toBe(
      '7:00 PM is fully booked; 6:30 PM and 8:00 PM have room',
    );
    expect(inEnglish(slotFullMessage('19:30', offered, hasRoom))).toBe(
      '7:30 PM is fully booked; 6:30 PM and 8:00 PM have room',
    );
    // With the lead time past 7 PM, only later slots are offered.
    expect(inEnglish(slotFullMessage('19:30', ['19:30', '20:00', '20:30'], hasRoom))).toBe(
      '7:30 PM is fully booked; 8:00 PM has room',
    );
    expect(inEnglish(slotFullMessage('21:30', offered, (slot) => slot === '17:00'))).toBe(
      '9:30 PM is fully booked; 5:00 PM has room',
    );
  });

  test('when no slot can take the party the day is fully booked', () => {
    expect(slotFullMessage('19:00', grid, () => false)).toBe(FULLY_BOOKED_DAY);
    expect(inEnglish(FULLY_BOOKED_DAY)).toBe('Fully booked on this date');
  });
});

describe('daylight saving in America/Chicago', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  test('zonedInstant on ordinary days: CST is UTC-6, CDT UTC-5', () => {
    expect(zonedInstant('2027-01-15', '19:00', CHICAGO)?.toISOString()).toBe('2027-01-16T01:00:00.000Z');
    expect(zonedInstant('2027-06-15', '19:00', CHICAGO)?.toISOString()).toBe('2027-06-16T00:00:00.000Z');
    expect(zonedInstant('2027-06-15', '00:00', CHICAGO)?.toISOString()).toBe('2027-06-15T05:00:00.000Z');
  });

  test('on 2027-03-14 the clock jumps from 2:00 to 3:00 AM: 2:00 and 2:30 do not exist', () => {
    expect(zonedInstant('2027-03-14', '01:30', CHICAGO)?.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(zonedInstant('2027-03-14', '01:59', CHICAGO)?.toISOString()).toBe('2027-03-14T07:59:00.000Z');
    expect(zonedInstant('2027-03-14', '02:00', CHICAGO)).toBeNull();
    expect(zonedInstant('2027-03-14', '02:30', CHICAGO)).toBeNull();
    expect(zonedInstant('2027-03-14', '03:00', CHICAGO)?.toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(zonedInstant('2027-03-14', '03:30', CHICAGO)?.toISOString()).toBe('2027-03-14T08:30:00.000Z');
    expect(zonedInstant('2027-03-14', '19:00', CHICAGO)?.toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });

  test('on 2027-11-07 the clock goes back from 2:00 to 1:00 AM: 1:30 is its first occurrence', () => {
    expect(zonedInstant('2027-11-07', '00:30', CHICAGO)?.toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(zonedInstant('2027-11-07', '01:00', CHICAGO)?.toISOString()).toBe('2027-11-07T06:00:00.000Z');
    expect(zonedInstant('2027-11-07', '01:30', CHICAGO)?.toISOString()).toBe('2027-11-07T06:30:00.000Z');
    expect(zonedInstant('2027-11-07', '02:00', CHICAGO)?.toISOString()).toBe('2027-11-07T08:00:00.000Z');
    expect(zonedInstant('2027-11-07', '02:30', CHICAGO)?.toISOString()).toBe('2027-11-07T08:30:00.000Z');
    expect(zonedInstant('2027-11-07', '19:00', CHICAGO)?.toISOString()).toBe('2027-11-08T01:00:00.000Z');
  });

  test('east of Greenwich too: a repeated time is its first occurrence, a skipped one does not exist', () => {
    // Berlin goes back from 3:00 to 2:00 AM on 2027-10-31 (UTC+2 to UTC+1).
    expect(zonedInstant('2027-10-31', '02:30', 'Europe/Berlin')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin')).toBeNull();
    // Sydney goes back from 3:00 to 2:00 AM on 2027-04-04 (UTC+11 to UTC+10).
    expect(zonedInstant('2027-04-04', '02:30', 'Australia/Sydney')?.toISOString()).toBe('2027-04-03T15:30:00.000Z');
  });

  // An early-morning period, so the lead time crosses the jump itself.
  const night = { open: '00:00', close: '04:00' };
  const nightGrid = (date: string) =>
    slotGrid(daySchedule(date, { ...WEEK, sunday: { closed: false, periods: [night] } }, []).periods, every30);

  test('the grid of a daylight-saving day is wall-clock slots; a later date offers all of them but those the clock skips', () => {
    const spring = nightGrid('2027-03-14');
    expect(spring).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    const dayBefore = new Date('2027-03-13T18:00:00Z');
    expect(slotsAfterLeadTime('2027-03-14', spring, 60, CHICAGO, dayBefore)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    const fall = nightGrid('2027-11-07');
    expect(slotsAfterLeadTime('2027-11-07', fall, 60, CHICAGO, new Date('2027-11-06T18:00:00Z'))).toEqual(fall);
  });

  test('spring forward: 60 minutes of lead time from 1:20 AM reach 3:20 AM on the wall clock', () => {
    const grid = nightGrid('2027-03-14');
    // 1:20 AM CST. Wall-clock arithmetic would say "after 2:20 AM" and offer 3:00 AM, 10 real minutes ahead.
    const now = new Date('2027-03-14T07:20:00Z');
    expect(slotsAfterLeadTime('2027-03-14', grid, 60, CHICAGO, now)).toEqual(['03:30']);
    // 1:50 AM CST: 3:30 AM CDT is only 40 real minutes away.
    expect(slotsAfterLeadTime('2027-03-14', grid, 60, CHICAGO, new Date('2027-03-14T07:50:00Z'))).toEqual([]);
    // With a longer period, 4:00 AM CDT is 70 real minutes after 1:50 AM CST.
    const longer = slotGrid([{ open: '00:00', close: '05:00' }], every30);
    expect(slotsAfterLeadTime('2027-03-14', longer, 60, CHICAGO, new Date('2027-03-14T07:50:00Z'))).toEqual([
      '04:00',
      '04:30',
    ]);
  });

  test('fall back: 60 minutes of lead time from the first 1:20 AM reach only the second 1:20 AM', () => {
    const grid = nightGrid('2027-11-07');
    // 1:20 AM CDT. Wall-clock arithmetic would say "after 2:20 AM" and drop 2:00 AM CST, 100 real minutes ahead.
    const now = new Date('2027-11-07T06:20:00Z');
    expect(slotsAfterLeadTime('2027-11-07', grid, 60, CHICAGO, now)).toEqual(['02:00', '02:30', '03:00', '03:30']);
    // 1:30 AM is its first occurrence, 10 minutes after now: not offered, though its repeat is 70 minutes away.
    expect(slotsAfterLeadTime('2027-11-07', ['01:30'], 60, CHICAGO, now)).toEqual([]);
  });

  test('the lead time reaches past midnight into the next day, and "more than" the lead time is the rule', () => {
    const grid = nightGrid('2027-03-14');
    // 11:30 PM on Saturday the 13th: 00:30 is exactly 60 minutes away, 01:00 is more.
    const lateSaturday = new Date('2027-03-14T05:30:00Z');
    expect(slotsAfterLeadTime('2027-03-14', grid, 60, CHICAGO, lateSaturday)).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
  });

  test('the answers are the same whatever zone the machine runs in', () => {
    const answers = () => ({
      skipped: zonedInstant('2027-03-14', '02:30', CHICAGO),
      repeated: zonedInstant('2027-11-07', '01:30', CHICAGO)?.toISOString(),
      spring: slotsAfterLeadTime('2027-03-14', nightGrid('2027-03-14'), 60, CHICAGO, new Date('2027-03-14T07:20:00Z')),
      fall: slotsAfterLeadTime('2027-11-07', nightGrid('2027-11-07'), 60, CHICAGO, new Date('2027-11-07T06:20:00Z')),
      window: bookingWindow(CHICAGO, 60, new Date('2027-03-14T04:30:00Z')),
    });
    process.env.TZ = 'UTC';
    const inUtc = answers();
    expect(inUtc).toEqual({
      skipped: null,
      repeated: '2027-11-07T06:30:00.000Z',
      spring: ['03:30'],
      fall: ['02:00', '02:30', '03:00', '03:30'],
      window: { min: '2027-03-13', max: '2027-05-12' },
    });
    for (const zone of [TOKYO, 'America/Los_Angeles', 'Europe/London', CHICAGO]) {
      process.env.TZ = zone;
      expect(answers(), zone).toEqual(inUtc);
    }
    // The machine's own clock really did change zone: 07:20 UTC is 4:20 PM in Tokyo.
    process.env.TZ = TOKYO;
    expect(new Date('2027-03-14T07:20:00Z').getHours()).toBe(16);
  });

  test('the zone is an argument: the same wall time in Tokyo and Minneapolis are different instants', () => {
    // Tokyo has no daylight saving: 2:30 AM on 2027-03-14 exists there.
    expect(zonedInstant('2027-03-14', '02:30', TOKYO)?.toISOString()).toBe('2027-03-13T17:30:00.000Z');
    expect(zonedInstant('2027-03-14', '02:30', CHICAGO)).toBeNull();
    // 4:00 PM on Saturday 13 March in Minneapolis is already 7:00 AM on Sunday in Tokyo.
    const now = new Date('2027-03-13T22:00:00Z');
    expect(bookingWindow(CHICAGO, 60, now).min).toBe('2027-03-13');
    expect(bookingWindow(TOKYO, 60, now).min).toBe('2027-03-14');
    // The same Sunday night grid: the whole of it is ahead in Minneapolis, all of it past in Tokyo.
    const grid = nightGrid('2027-03-14');
    expect(slotsAfterLeadTime('2027-03-14', grid, 60, CHICAGO, now)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    expect(slotsAfterLeadTime('2027-03-14', grid, 60, TOKYO, now)).toEqual([]);
  });
});
