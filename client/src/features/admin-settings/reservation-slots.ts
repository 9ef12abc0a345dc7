import { reservationSlotsSchema, type ReservationSlots } from '@shared/schemas/settings';
import { slotTimes } from '@shared/time';

/** Common gaps between table slots; a stored value outside the list is offered too. */
const INTERVALS = [15, 20, 30, 45, 60, 90, 120];

export function intervalChoices(current: number | undefined): number[] {
  const choices = new Set(INTERVALS);
  if (current !== undefined && Number.isInteger(current)) choices.add(current);
  return [...choices].sort((a, b) => a - b);
}

/** The bookable times the form's values give, or null while they are not valid. */
export function previewSlots(values: Partial<ReservationSlots>): string[] | null {
  const parsed = reservationSlotsSchema.safeParse(values);
  return parsed.success ? slotTimes(parsed.data) : null;
}
