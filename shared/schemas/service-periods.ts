import { z } from 'zod';
import { MAX_SERVICE_PERIODS } from '../constants';
import { msg } from '../messages/message';
import { clockTime } from './common';

/** "HH:mm" from 00:00 to 23:59, or 24:00 for a period that runs to midnight. */
const closeTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, msg('field.timeFormat'));

export const periodTimes = z.object({
  open: clockTime(msg('settings.openingRequired')),
  close: closeTime(msg('settings.closingRequired')),
});

/** One service period of a day, such as lunch 11:00–15:00; this restaurant closes by midnight. */
export const servicePeriodSchema = periodTimes.refine((period) => period.open < period.close, {
  message: msg('settings.closeAfterOpen'),
  path: ['close'],
});

/** 1 to 3 periods in time order that do not overlap (a period may start when the last one ends). */
export const servicePeriodsSchema = z
  .array(servicePeriodSchema)
  .min(1, msg('settings.onePeriod'))
  .max(MAX_SERVICE_PERIODS, msg('settings.maxPeriods', { max: MAX_SERVICE_PERIODS }))
  .superRefine((periods, ctx) => {
    periods.forEach((period, index) => {
      const previous = periods[index - 1];
      if (previous && period.open < previous.close) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'open'],
          message: msg('settings.periodsOrder'),
        });
      }
    });
  });

export type ServicePeriod = z.infer<typeof servicePeriodSchema>;
