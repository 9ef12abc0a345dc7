import { RESERVATION } from '@shared/constants';

export type Availability = 'available' | 'limited' | 'unavailable';

/** Over 80 guests that day is fully booked, over 60 limited, else available. */
export function availabilityFor(bookedGuests: number): Availability {
  if (bookedGuests > RESERVATION.dailyGuestCapacity) return 'unavailable';
  if (bookedGuests > RESERVATION.limitedAboveGuests) return 'limited';
  return 'available';
}
