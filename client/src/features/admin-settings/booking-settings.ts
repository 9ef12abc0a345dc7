import { slotGrid } from '@shared/schedule';
import { bookingSettingsSchema, type BookingSettings, type DayHours } from '@shared/schemas/settings';

/**
 * The slots a day's hours give with the form's interval and last seating, as a diner would be
 * offered them on a later date; null while either value is one the shared schema refuses.
 */
export function previewSlots(values: Partial<Pick<BookingSettings, 'slotIntervalMinutes' | 'lastSeatingMinutes'>>, day: DayHours): string[] | null {
  const interval = bookingSettingsSchema.shape.slotIntervalMinutes.safeParse(values.slotIntervalMinutes);
  const lastSeating = bookingSettingsSchema.shape.lastSeatingMinutes.safeParse(values.lastSeatingMinutes);
  if (!interval.success || !lastSeating.success) return null;
  return day.closed ? [] : slotGrid(day.periods, { slotIntervalMinutes: interval.data, lastSeatingMinutes: lastSeating.data });
}

/** A number field's value for the schema: empty is NaN, which the schema answers with "… is required". */
export function numberValue(value: string | number): number {
  return value === '' ? Number.NaN : Number(value);
}
