import { slotGrid } from '@shared/schedule';
import { bookingSettingsSchema, type BookingSettings, type DayHours } from '@shared/schemas/settings';

/**
 * The slots a day's hours give with the form's interval and last seating, as a diner would be
 * offered them on a later date; null while either value is one the shared schema refuses.
 */
export function previewSlots(
  values: Partial<Pick<BookingSettings, 'slotIntervalMinutes' | 'lastSeatingMinutes'>>,
  day: DayHours,
): string[] | null {
  const interval = bookingSettingsSchema.shape.slotIntervalMinutes.safeParse(values.slotIntervalMinutes);
  const lastSeating = bookingSettingsSchema.shape.lastSeatingMinutes.safeParse(values.lastSeatingMinutes);
  if (!interval.success || !lastSeating.success) return null;
  return day.closed
    ? []
    : slotGrid(day.periods, { slotIntervalMinutes: interval.data, lastSeatingMinutes: lastSeating.data });
}

/** A number field's value for the schema: empty is NaN, which the schema answers with "… is required". */
export function numberValue(value: string | number): number {
  return value === '' ? Number.NaN : Number(value);
}

/** The reminder email's choices, in hours before the booking; the select's first choice is Off. */
export const REMINDER_HOURS = [2, 3, 6, 12, 24, 48] as const;

/** The select's value for Off: the setting's null, no reminder. */
export const REMINDER_OFF = 'off';

/** The setting as the reminder select holds it: null is "off", a number its hours ("24"). */
export function reminderOption(hours: number | null): string {
  return hours === null ? REMINDER_OFF : String(hours);
}

/** The select's value as the setting: "off" is null, anything else its hours ("24" is 24). */
export function reminderHours(option: string): number | null {
  return option === REMINDER_OFF ? null : numberValue(option);
}

/**
 * The hours the reminder select offers: the usual ones, and any other value the setting holds
 * (stored through the API, e.g. 5 or 72), so opening and saving the form never changes it.
 */
export function reminderChoices(...held: (number | null | undefined)[]): number[] {
  const extra = held.filter((hours): hours is number => typeof hours === 'number' && Number.isInteger(hours));
  return [...new Set<number>([...REMINDER_HOURS, ...extra])].sort((a, b) => a - b);
}
