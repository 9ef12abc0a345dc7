import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import { localeOf, type SiteLanguage } from '@shared/language-path';
import { cn } from '@/lib/cn';
import { dateFormatter } from '@/lib/format-date';
import { monthOf, type DatePickerCalendarProps } from './date-picker-props';
import type { LoadedPopupProps } from './load-on-open';

// Dates travel as "YYYY-MM-DD" calendar dates in the restaurant's zone. The calendar works on
// the visitor's local Date objects, so each one is that calendar date at local noon: the same
// day whatever zone the visitor's clock is in, and clear of midnight daylight-saving jumps.

/** "2026-11-26" -> 26 November 2026, 12:00 local time. */
function localDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/** A day's spoken name: "Thursday, November 26, 2026". */
const IN_WORDS: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

const pad = (value: number) => String(value).padStart(2, '0');

/** A local Date -> its calendar date "YYYY-MM-DD". */
function calendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local Date in `language`'s words, e.g. the calendar's month and weekday names. */
const format = (language: SiteLanguage, options: Intl.DateTimeFormatOptions, date: Date) =>
  dateFormatter(language, options).format(date);

/** The date field's month calendar in a popover, around the field's button (`DatePicker`). */
export default function DatePickerCalendar({
  trigger,
  defaultOpen,
  value,
  onChange,
  onBlur,
  min,
  max,
  today,
  isUnavailable,
  onMonthChange,
  language,
  texts,
  footer,
}: DatePickerCalendarProps & LoadedPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [month, setMonth] = useState(() => localDate(`${monthOf(value || min)}-01`));

  const show = (next: Date) => {
    setMonth(next);
    onMonthChange?.(monthOf(calendarDate(next)));
  };

  const onOpenChange = (next: boolean) => {
    // Each opening starts on the chosen date's month, or the first month that can be booked.
    if (next) show(localDate(`${monthOf(value || min)}-01`));
    else onBlur?.();
    setOpen(next);
  };

  const disabled: Matcher[] = [{ before: localDate(min) }, { after: localDate(max) }];
  if (isUnavailable) disabled.push((date: Date) => isUnavailable(calendarDate(date)));

  const dayLabel = (date: Date, modifiers: Modifiers) =>
    [format(language, IN_WORDS, date), modifiers.disabled && texts.unavailable, modifiers.selected && texts.selected]
      .filter(Boolean)
      .join(', ');

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // Focus goes to the chosen day (or today, or the first open day), not the month buttons.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement)
              .querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')
              ?.focus();
          }}
          className="z-[60] rounded-xl border border-border bg-card p-3 text-card-foreground shadow-xl"
        >
          <DayPicker
            mode="single"
            required
            lang={localeOf(language)}
            selected={value ? localDate(value) : undefined}
            onSelect={(date) => {
              onChange(calendarDate(date));
              onOpenChange(false);
            }}
            month={month}
            onMonthChange={show}
            startMonth={localDate(min)}
            endMonth={localDate(max)}
            today={today ? localDate(today) : undefined}
            disabled={disabled}
            footer={footer}
            formatters={{
              formatCaption: (date) => format(language, { month: 'long', year: 'numeric' }, date),
              formatWeekdayName: (date) => format(language, { weekday: 'narrow' }, date),
            }}
            labels={{
              labelDayButton: dayLabel,
              labelGrid: (date) => format(language, { month: 'long', year: 'numeric' }, date),
              labelWeekday: (date) => format(language, { weekday: 'long' }, date),
              labelPrevious: () => texts.previousMonth,
              labelNext: () => texts.nextMonth,
              labelNav: () => `${texts.previousMonth} / ${texts.nextMonth}`,
            }}
            classNames={{
              root: 'relative w-[19.25rem] max-w-full',
              months: 'relative',
              month: 'grid gap-2',
              month_caption: 'flex h-11 items-center px-2',
              caption_label: 'font-display text-lg font-semibold',
              nav: 'absolute right-0 top-0 z-10 flex gap-1',
              button_previous:
                'inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted aria-disabled:pointer-events-none aria-disabled:opacity-30',
              button_next:
                'inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted aria-disabled:pointer-events-none aria-disabled:opacity-30',
              chevron: 'size-5 fill-current',
              month_grid: 'w-full border-collapse',
              weekdays: '',
              weekday: 'h-8 text-center text-xs font-semibold text-muted-foreground',
              weeks: '',
              week: '',
              day: 'group p-0 text-center',
              day_button: cn(
                'mx-auto inline-flex size-11 items-center justify-center rounded-full text-sm font-medium',
                'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
                'group-data-[today]:font-bold group-data-[today]:underline group-data-[today]:underline-offset-4',
                'group-data-[selected]:bg-primary group-data-[selected]:text-primary-foreground group-data-[selected]:hover:bg-primary-hover',
                'disabled:cursor-not-allowed disabled:bg-transparent disabled:font-normal disabled:text-muted-foreground/50 disabled:line-through',
                'aria-disabled:text-muted-foreground/50 aria-disabled:line-through',
              ),
              footer: 'mt-2 max-w-[19.25rem] px-1 text-sm text-muted-foreground',
              hidden: 'invisible',
              outside: '',
              today: '',
              selected: '',
              disabled: '',
              focused: '',
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
