import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';
import { CalendarIcon } from './icons';
import type { DatePickerCalendarProps } from './date-picker-props';
import { loadOnOpen } from './load-on-open';

export { monthOf, type DatePickerTexts } from './date-picker-props';

interface DatePickerProps extends DatePickerCalendarProps {
  id: string;
  /** The button's: a form focuses it to show an error. */
  ref?: Ref<HTMLButtonElement>;
  /** The id of the field's visible label: the button is named by it and by the date it shows. */
  labelId: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

// The calendar (react-day-picker, date-fns and the popover, about 45 KB) loads when the button is
// first pointed at, focused or touched, not with the page.
const CalendarPopup = loadOnOpen(() => import('./date-picker-calendar'), 'dialog');

/**
 * A date field: a button showing the chosen date in words, which opens a month calendar in a
 * popover. Days outside `min`..`max` and unavailable days are greyed out, cannot be chosen and
 * are announced as unavailable; the arrow keys move through the days, Page Up and Page Down
 * through the months, Escape closes it and gives focus back to the button.
 */
export function DatePicker({
  id,
  ref,
  labelId,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...calendar
}: DatePickerProps) {
  const { value, language, texts } = calendar;
  const valueId = `${id}-value`;
  const trigger = (
    <button
      ref={ref}
      id={id}
      type="button"
      aria-labelledby={`${labelId} ${valueId}`}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className={cn(
        'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-border bg-card px-3.5 py-2.5 text-left text-base text-foreground focus-visible:border-primary aria-[invalid=true]:border-destructive',
        className,
      )}
    >
      <span id={valueId} className={cn('truncate', !value && 'text-muted-foreground')}>
        {value ? formatCalendarDate(value, language, 'full') : texts.placeholder}
      </span>
      <CalendarIcon className="size-5 shrink-0 text-primary" />
    </button>
  );
  return <CalendarPopup {...calendar} trigger={trigger} />;
}
