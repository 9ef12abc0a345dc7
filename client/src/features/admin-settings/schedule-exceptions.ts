import { MAX_SERVICE_PERIODS } from '@shared/constants';
import { ethiopianHolidaysBetween, type EthiopianHoliday } from '@shared/ethiopian-holidays';
import { weekdayOf } from '@shared/schedule';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import { servicePeriodSchema, type ServicePeriod, type WeeklyHours } from '@shared/schemas/settings';
import { addDays, clockMinutes, clockText } from '@shared/time';

/**
 * What Add period offers: from an hour after the last period ends, four hours long, ending by
 * midnight. The last closing time counts once the settings' own rule accepts it (HH:mm, or 24:00).
 */
export function nextPeriod(last?: Partial<ServicePeriod>): ServicePeriod {
  const close = servicePeriodSchema.shape.close.safeParse(last?.close);
  if (!close.success) return { open: '11:00', close: '15:00' };
  const open = Math.min(clockMinutes(close.data) + 60, 23 * 60);
  return { open: clockText(open), close: clockText(Math.min(open + 4 * 60, 24 * 60)) };
}

type Range = Pick<ScheduleExceptionDto, 'startDate' | 'endDate'>;

/** The exception whose range holds `date`, if any (exceptions never overlap). */
export function exceptionOn<T extends Range>(date: string, exceptions: readonly T[]): T | undefined {
  return exceptions.find((exception) => exception.startDate <= date && date <= exception.endDate);
}

/** Upcoming exceptions soonest first, to change; past ones most recent first, to read. */
export function splitExceptions<T extends Range>(
  exceptions: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = exceptions
    .filter((exception) => exception.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = exceptions
    .filter((exception) => exception.endDate < today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return { upcoming, past };
}

export interface HolidaySuggestion extends EthiopianHoliday {
  /** An exception already covers the date: nothing to add. */
  added: boolean;
}

/** The Ethiopian holidays of the next 12 months (from today), each marked when an exception already covers it. */
export function holidaySuggestions(today: string, exceptions: readonly Range[]): HolidaySuggestion[] {
  return ethiopianHolidaysBetween(today, addDays(today, 364)).map((holiday) => ({
    ...holiday,
    added: exceptionOn(holiday.date, exceptions) !== undefined,
  }));
}

export interface ExceptionFormValues {
  startDate: string;
  endDate: string;
  closed: boolean;
  /** Kept while "Closed" is chosen, so switching back to special hours finds them again. */
  periods: ServicePeriod[];
  label: string;
}

/** The special hours a new exception starts from: the weekly hours of its first day, or 11:00 to 4:00 PM. */
export function startingPeriods(week: WeeklyHours | undefined, date: string): ServicePeriod[] {
  const periods = week && /^\d{4}-\d{2}-\d{2}$/.test(date) ? week[weekdayOf(date)].periods : [];
  return periods.length > 0
    ? periods.slice(0, MAX_SERVICE_PERIODS).map((period) => ({ ...period }))
    : [{ open: '11:00', close: '16:00' }];
}

/** The form's values: an exception to edit, or a new one (closed by default, for one day). */
export function exceptionFormValues(
  from:
    | { exception: ScheduleExceptionDto }
    | { prefill: Partial<Pick<ExceptionFormValues, 'startDate' | 'endDate' | 'label' | 'closed'>> },
  week: WeeklyHours | undefined,
  today: string,
): ExceptionFormValues {
  if ('exception' in from) {
    const { startDate, endDate, closed, periods, label } = from.exception;
    return {
      startDate,
      endDate,
      closed,
      label,
      periods: periods.length > 0 ? periods.map((period) => ({ ...period })) : startingPeriods(week, startDate),
    };
  }
  const startDate = from.prefill.startDate ?? today;
  return {
    startDate,
    endDate: from.prefill.endDate ?? startDate,
    closed: from.prefill.closed ?? true,
    label: from.prefill.label ?? '',
    periods: startingPeriods(week, startDate),
  };
}
