import { addDays, clockMinutes } from '@shared/time';
import type { EventBookingStatus, HallBlock } from '@shared/hall-events';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import type { BadgeProps } from '@/components/ui/badge';

/** How each status reads on a badge and in the month view. */
export const STATUS_TONES: Record<EventBookingStatus, NonNullable<BadgeProps['tone']>> = {
  tentative: 'warning',
  proposal_sent: 'info',
  accepted: 'primary',
  confirmed: 'success',
  completed: 'neutral',
  lost: 'danger',
  cancelled: 'danger',
  expired: 'neutral',
};

/** The month view's block colours: fill and text. */
export const STATUS_CELLS: Record<EventBookingStatus, string> = {
  tentative: 'bg-accent/25 text-accent-foreground border-accent/60',
  proposal_sent: 'bg-[#1d4ed8]/12 text-[#1e40af] border-[#1d4ed8]/40',
  accepted: 'bg-primary/15 text-primary border-primary/50',
  confirmed: 'bg-success/15 text-success border-success/50',
  completed: 'bg-muted text-foreground border-border',
  lost: 'bg-muted text-muted-foreground border-border',
  cancelled: 'bg-muted text-muted-foreground border-border',
  expired: 'bg-muted text-muted-foreground border-border',
};

export function clientName(event: Pick<AdminEventBookingDto, 'firstName' | 'lastName'>): string {
  return `${event.firstName} ${event.lastName}`.trim();
}

/** The blocks in the day's order. */
export function orderedBlocks(blocks: readonly HallBlock[]): HallBlock[] {
  const order: HallBlock[] = ['morning', 'afternoon', 'evening'];
  return order.filter((block) => blocks.includes(block));
}

/** "2026-05" → "2026-06": the month after (or before, with -1). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Blank cells before the 1st, so a month's days fall under their weekday (weeks start on Sunday). */
export function leadingBlanks(month: string): number {
  return new Date(`${month}-01T00:00:00Z`).getUTCDay();
}

function clockOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(minutes, 24 * 60 - 1));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

export interface BeoTimeline {
  setupStart: string;
  eventStart: string;
  eventEnd: string;
  cleanupEnd: string;
}

/**
 * The BEO's timeline inside the event's blocks: setup from the first block's start, the event
 * after it for its duration (the rest of the blocks when unknown), cleanup after the event's end.
 */
export function beoTimeline(
  event: Pick<AdminEventBookingDto, 'startTime' | 'endTime'>,
  minutes: { setupTime: number; duration: number | null; cleanupTime: number },
): BeoTimeline {
  const start = clockMinutes(event.startTime);
  const end = clockMinutes(event.endTime);
  const eventStart = Math.min(start + minutes.setupTime, end);
  const eventEnd =
    minutes.duration === null
      ? Math.max(eventStart, end - minutes.cleanupTime)
      : Math.min(eventStart + minutes.duration, end);
  return {
    setupStart: clockOf(start),
    eventStart: clockOf(eventStart),
    eventEnd: clockOf(eventEnd),
    cleanupEnd: clockOf(Math.min(eventEnd + minutes.cleanupTime, end)),
  };
}

/** A deposit's date moved on by a week, never into the past. */
export function extendedDepositDate(current: string | null, today: string): string {
  const from = current && current > today ? current : today;
  return addDays(from, 7);
}
