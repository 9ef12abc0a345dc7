import { z } from 'zod';
import { MAX_SERVICE_PERIODS, RESERVATION } from '../constants';
import { isoDate, isoMonth, requiredText } from './common';
import { servicePeriodsSchema, type ServicePeriod } from './service-periods';
import { msg, type Message } from '../messages/message';

/**
 * POST and PUT /api/admin/schedule-exceptions: the days from `startDate` to `endDate`
 * (both included) are closed, or open only in `periods`; either way they replace the
 * weekly hours of those days.
 */
export const scheduleExceptionSchema = z
  .object({
    startDate: isoDate(msg('schedule.startRequired')),
    endDate: isoDate(msg('schedule.endRequired')),
    closed: z.boolean({ error: msg('schedule.closedOrHours') }),
    periods: z.array(z.unknown()).max(MAX_SERVICE_PERIODS).optional(),
    label: requiredText(msg('schedule.labelRequired'), 80),
  })
  .superRefine((input, ctx) => {
    if (input.endDate < input.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('schedule.endBeforeStart') });
    }
    if (!input.closed) {
      const periods = servicePeriodsSchema.safeParse(input.periods ?? []);
      if (!periods.success) {
        for (const issue of periods.error.issues) {
          ctx.addIssue({ code: 'custom', path: ['periods', ...issue.path.map(String)], message: issue.message });
        }
      }
    }
  })
  .transform((input) => ({
    ...input,
    periods: input.closed ? [] : (input.periods as ServicePeriod[]),
  }));

export type ScheduleExceptionInput = z.infer<typeof scheduleExceptionSchema>;
export type ScheduleExceptionFormValues = z.input<typeof scheduleExceptionSchema>;

export interface ScheduleExceptionDto {
  id: number;
  startDate: string;
  endDate: string;
  closed: boolean;
  /** Empty when closed. */
  periods: ServicePeriod[];
  label: string;
  /** False once the range has ended: a past exception is kept to read, not to change. */
  editable: boolean;
}

/** A booking that falls outside the hours an exception sets, for staff to call. */
export interface AffectedReservation {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  guests: number;
  status: string;
}

/** An open pickup order (pending, accepted or ready) on a day that closes, for staff to call. */
export interface AffectedOrder {
  id: number;
  orderNumber: string;
  customerName: string;
  phone: string;
  /** ISO instant; null only on orders older than pickup ordering. */
  pickupAt: string | null;
}

/** The answer of POST and PUT /api/admin/schedule-exceptions; `count` counts bookings and orders. */
export interface ScheduleExceptionSaved {
  exception: ScheduleExceptionDto;
  affected: { count: number; reservations: AffectedReservation[]; orders: AffectedOrder[] };
}

/** GET /api/availability?date=YYYY-MM-DD[&guests=N] */
export const availabilityQuerySchema = z.object({
  date: isoDate(msg('field.dateRequired')),
  guests: z.coerce
    .number({ error: msg('reservation.guestsWhole') })
    .int(msg('reservation.guestsWhole'))
    .min(RESERVATION.adminMinGuests, msg('reservation.guestsRequired'))
    .max(RESERVATION.adminMaxGuests, msg('reservation.atMostGuests', { max: RESERVATION.adminMaxGuests }))
    .optional(),
});

/** GET /api/availability/month?month=YYYY-MM */
export const monthAvailabilityQuerySchema = z.object({
  month: isoMonth(msg('field.monthRequired')),
});

export type SlotState = 'available' | 'limited' | 'full';

export interface AvailabilityDto {
  date: string;
  open: boolean;
  /** Why the date takes no bookings, e.g. "We are closed on Thursday, November 26 (Thanksgiving)"; null when open. */
  reason: string | null;
  /** The same reason by key and parameters, for a page in another language. */
  reasonKey: Message | null;
  slots: { time: string; state: SlotState }[];
}

export interface MonthAvailabilityDto {
  month: string;
  /** Every date of the month: `bookable` is false when closed, fully booked or outside the booking window. */
  days: { date: string; open: boolean; bookable: boolean; reason: string | null; reasonKey: Message | null }[];
}

/** GET /api/admin/reservation-day?date=YYYY-MM-DD: the day view of the back office. */
export interface ReservationDayDto {
  date: string;
  open: boolean;
  reason: string | null;
  reasonKey: Message | null;
  /** The day's service periods (empty when closed) and the exception that set them, if any. */
  periods: ServicePeriod[];
  exceptionLabel: string | null;
  pacingGuestsPerSlot: number;
  dailyGuestCapacity: number;
  bookedGuests: number;
  /** Every slot of the day's grid, with the guests whose booking starts in it. */
  slots: { time: string; guests: number; bookings: number }[];
  /** Staff bookings that start outside every slot of the grid. */
  offGrid: { time: string; guests: number }[];
}

export const reservationDayQuerySchema = z.object({ date: isoDate(msg('field.dateRequired')) });
