import type { ReactNode } from 'react';
import type { SiteLanguage } from '@shared/language-path';

/** "2026-11-26" -> "2026-11" */
export const monthOf = (date: string) => date.slice(0, 7);

export interface DatePickerTexts {
  /** Shown on the button until a date is chosen. */
  placeholder: string;
  previousMonth: string;
  nextMonth: string;
  /** Added to the spoken name of a day that cannot be chosen, e.g. "unavailable". */
  unavailable: string;
  /** Added to the spoken name of the chosen day, e.g. "selected". */
  selected: string;
}

/** What the month calendar needs; the button takes the rest. */
export interface DatePickerCalendarProps {
  /** "YYYY-MM-DD", or "" before a date is chosen. */
  value: string;
  onChange: (date: string) => void;
  onBlur?: () => void;
  /** The first and last dates that may be chosen; the months between them are the ones shown. */
  min: string;
  max: string;
  /** The date today, where the calendar marks it. */
  today?: string;
  /** Dates between `min` and `max` that cannot be chosen (closed, fully booked). */
  isUnavailable?: (date: string) => boolean;
  /** The calendar now shows `month` ("YYYY-MM"): the time to read which of its days are open. */
  onMonthChange?: (month: string) => void;
  /** The language of the month and day names. */
  language: SiteLanguage;
  texts: DatePickerTexts;
  /** Read out under the calendar, e.g. what greyed-out days mean or that they are being checked. */
  footer?: ReactNode;
}
