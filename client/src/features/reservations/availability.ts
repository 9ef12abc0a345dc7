import type { SiteLanguage } from '@shared/language-path';
import { daySchedule, formatPeriods } from '@shared/schedule';
import type { AvailabilityDto, SlotState } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';

/**
 * What a date looks like for the chosen party: closed (the answer says why), no time left today
 * (past the lead time), no time at all on another open date, every time full, some times full or
 * nearly full (a busy day marks every time limited), or open.
 */
export type DayAvailability = 'closed' | 'noneLeftToday' | 'none' | 'unavailable' | 'limited' | 'available';

/** `today` is the restaurant's date (bookingWindow's `min`), not the visitor's. */
export function dayAvailability(day: AvailabilityDto, today: string): DayAvailability {
  if (!day.open) return 'closed';
  if (day.slots.length === 0) return day.date === today ? 'noneLeftToday' : 'none';
  if (day.slots.every((slot) => slot.state === 'full')) return 'unavailable';
  if (day.slots.some((slot) => slot.state !== 'available')) return 'limited';
  return 'available';
}

/** The chosen time is still one the form may send: offered that day, and not full. */
export function isBookable(day: AvailabilityDto, time: string): boolean {
  return day.slots.some((slot) => slot.time === time && slot.state !== 'full');
}

/** The special hours that replace `date`'s weekly hours (an open exception), to show with its times; else null. */
export function specialHoursOn(
  date: string,
  site: Pick<SiteInfo, 'weeklyHours' | 'upcomingExceptions'>,
  language: SiteLanguage,
): { label: string; hours: string } | null {
  if (!date) return null;
  const day = daySchedule(date, site.weeklyHours, site.upcomingExceptions);
  return !day.closed && day.exception
    ? { label: day.exception, hours: formatPeriods(day.periods, '–', language) }
    : null;
}

/** The booking a change form starts from: its own date, time and party stay choosable, whatever availability says. */
export interface KeptBooking {
  date: string;
  time: string;
  guests: number;
}

export interface SlotChoice {
  time: string;
  state: SlotState;
  /** The booking's own time on its own date: choosable even when full, since its own guests fill it. */
  kept: boolean;
}

/**
 * The times the time field offers on `date`: the day's slots, each choosable unless full. On the
 * kept booking's date its own time is never disabled (its own guests count against the slot, so
 * "full" may only mean full of them), and is added in time order when the day no longer lists it
 * (a time staff entered by phone). The server judges whether it still fits.
 */
export function slotChoices(slots: AvailabilityDto['slots'], date: string, keep?: KeptBooking | null): SlotChoice[] {
  const keepsHere = keep != null && date !== '' && date === keep.date;
  const choices = slots.map((slot) => ({ ...slot, kept: keepsHere && slot.time === keep.time }));
  if (keepsHere && !choices.some((choice) => choice.kept)) {
    choices.push({ time: keep.time, state: 'available', kept: true });
    choices.sort((a, b) => a.time.localeCompare(b.time));
  }
  return choices;
}

/** Whether a choice may be picked: not full, or the booking's own. */
export const isChoosable = (choice: SlotChoice) => choice.kept || choice.state !== 'full';

/** The chosen time may stay once the day's answer is in: bookable, or the kept booking's own time on its date. */
export function keepsTime(day: AvailabilityDto, date: string, time: string, keep?: KeptBooking | null): boolean {
  return isBookable(day, time) || (keep != null && keep.date === date && keep.time === time);
}

/** The party sizes offered: the online range, plus the kept booking's own size when staff booked it outside that range. */
export function partySizes(
  booking: Pick<SiteInfo['booking'], 'minPartySize' | 'maxPartySize'>,
  keep?: KeptBooking | null,
): number[] {
  const sizes = Array.from(
    { length: booking.maxPartySize - booking.minPartySize + 1 },
    (_, index) => booking.minPartySize + index,
  );
  if (keep && !sizes.includes(keep.guests)) sizes.push(keep.guests);
  return sizes.sort((a, b) => a - b);
}
