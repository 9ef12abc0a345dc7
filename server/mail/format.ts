import { formatDateInWords } from '@shared/locale-format';

/** "2026-06-13" -> "Saturday, June 13, 2026": an English calendar date, for the server's own messages. */
export function formatLongDate(date: string): string {
  return formatDateInWords(date, 'en');
}

/** 1 -> "1 guest", 4 -> "4 guests" */
export function guestsText(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}
