import type { AvailabilityDto } from '@shared/schemas/schedule';

/**
 * What a date looks like for the chosen party: closed (the answer says why), no time left today,
 * every time full, some times full or nearly full (a busy day marks every time limited), or open.
 */
export type DayAvailability = 'closed' | 'none' | 'unavailable' | 'limited' | 'available';

export function dayAvailability(day: AvailabilityDto): DayAvailability {
  if (!day.open) return 'closed';
  if (day.slots.length === 0) return 'none';
  if (day.slots.every((slot) => slot.state === 'full')) return 'unavailable';
  if (day.slots.some((slot) => slot.state !== 'available')) return 'limited';
  return 'available';
}

/** The chosen time is still one the form may send: offered that day, and not full. */
export function isBookable(day: AvailabilityDto, time: string): boolean {
  return day.slots.some((slot) => slot.time === time && slot.state !== 'full');
}
