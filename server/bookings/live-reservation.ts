import { inArray } from 'drizzle-orm';
import { LIVE_RESERVATION_STATUSES } from '@shared/constants';
import { reservations } from '../db/schema';

/** The SQL condition for a live booking (pending or confirmed), the one that holds a table. */
export const liveReservation = inArray(reservations.status, LIVE_RESERVATION_STATUSES);
