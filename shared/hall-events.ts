// The St. Paul hall's events: its blocks, the pipeline's statuses, and the arithmetic of an
// estimate, read by both sides. Why blocks, holds and deposits work this way: decision 023.
import { HALL_CAPACITY } from './constants';
import { clockMinutes } from './time';

export const HALL_BLOCKS = ['morning', 'afternoon', 'evening'] as const;
export type HallBlock = (typeof HALL_BLOCKS)[number];

export const EVENT_BOOKING_STATUSES = [
  'tentative',
  'proposal_sent',
  'accepted',
  'confirmed',
  'completed',
  'lost',
  'cancelled',
  'expired',
] as const;
export type EventBookingStatus = (typeof EVENT_BOOKING_STATUSES)[number];

/** Statuses whose event keeps its blocks: nobody else may ask for them. */
export const LIVE_EVENT_STATUSES = ['tentative', 'proposal_sent', 'accepted', 'confirmed', 'completed'] as const;
/** The ends of the pipeline: the blocks are free again (completed keeps them: the event took place). */
export const ENDED_EVENT_STATUSES = ['lost', 'cancelled', 'expired'] as const;

export function isLiveEvent(status: EventBookingStatus): boolean {
  return (LIVE_EVENT_STATUSES as readonly string[]).includes(status);
}

/** Why an event was lost, for the pipeline's report. */
export const EVENT_LOST_REASONS = ['date', 'price', 'no_answer', 'other'] as const;
export type EventLostReason = (typeof EVENT_LOST_REASONS)[number];

/** Where each status may go by staff's hand; holds expire and payments confirm on their own. */
export const EVENT_STATUS_MOVES: Record<EventBookingStatus, readonly EventBookingStatus[]> = {
  tentative: ['proposal_sent', 'lost', 'cancelled', 'expired'],
  proposal_sent: ['proposal_sent', 'accepted', 'lost', 'cancelled', 'expired'],
  accepted: ['confirmed', 'lost', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  lost: [],
  cancelled: [],
  expired: [],
};

export function eventMayMove(from: EventBookingStatus, to: EventBookingStatus): boolean {
  return EVENT_STATUS_MOVES[from].includes(to);
}

/** How a block's state reads on the public calendar: nobody is named. */
export const HALL_BLOCK_STATES = ['free', 'held', 'booked', 'closed'] as const;
export type HallBlockState = (typeof HALL_BLOCK_STATES)[number];

/** Payments of an event: its parts, and how staff recorded one taken outside the site. */
export const EVENT_PAYMENT_PARTS = ['deposit', 'balance'] as const;
export type EventPaymentPart = (typeof EVENT_PAYMENT_PARTS)[number];
export const EVENT_PAYMENT_METHODS = ['card', 'cash', 'check', 'other'] as const;
export type EventPaymentMethod = (typeof EVENT_PAYMENT_METHODS)[number];

/** What a proposal's line is: the taxed or untaxed parts of an event's price. */
export const PROPOSAL_LINE_KINDS = ['rental', 'per_guest', 'add_on', 'dish', 'free'] as const;
export type ProposalLineKind = (typeof PROPOSAL_LINE_KINDS)[number];

/** Fixed rules of the hall; the ones the owner tunes are the hall's settings. */
export const HALL = {
  /** The hall holds at most 200. */
  maxGuests: HALL_CAPACITY,
  minGuests: 1,
  /** St. Paul's sales tax in basis points of a hundredth: 6.875 state + 0.5 Ramsey transit + 1.0 metro + 1.5 city. */
  taxRateHundredthsOfPercent: 9875,
  /** Requests are taken this many months ahead, at most. */
  horizonMonths: 18,
  /** Lines a proposal may hold. */
  maxProposalLines: 60,
} as const;

/** St. Paul's rate, as people read it. */
export const HALL_TAX_RATE_TEXT = '9.875%';

/** Extras a client may ask for on the request form, priced for the estimate. */
export const HALL_ADD_ONS = [
  { key: 'coffee_ceremony', cents: 15_000, kind: 'service' },
  { key: 'linens', cents: 20_000, kind: 'rental' },
  { key: 'decor', cents: 35_000, kind: 'rental' },
  { key: 'dj', cents: 40_000, kind: 'service' },
  { key: 'projector', cents: 7_500, kind: 'rental' },
] as const;
export type HallAddOnKey = (typeof HALL_ADD_ONS)[number]['key'];
export const HALL_ADD_ON_KEYS = HALL_ADD_ONS.map((addOn) => addOn.key) as [HallAddOnKey, ...HallAddOnKey[]];

export interface BlockTimes {
  start: string;
  end: string;
}
export type HallBlockTimes = Record<HallBlock, BlockTimes>;

/** Minutes an event needs from the start of setup to the end of cleanup. */
export function eventMinutes(pkg: { setupTime: number; duration: number; cleanupTime: number }): number {
  return pkg.setupTime + pkg.duration + pkg.cleanupTime;
}

/** The minutes from the start of the first of `run` to the end of its last, the gaps between them counted. */
function runMinutes(run: readonly HallBlock[], times: HallBlockTimes): number {
  const first = times[run[0]!];
  const last = times[run[run.length - 1]!];
  return clockMinutes(last.end) - clockMinutes(first.start);
}

/** Runs of consecutive blocks, `count` long, in the day's order. */
function runsOf(count: number): HallBlock[][] {
  const runs: HallBlock[][] = [];
  for (let first = 0; first + count <= HALL_BLOCKS.length; first++) runs.push(HALL_BLOCKS.slice(first, first + count));
  return runs;
}

/**
 * The consecutive blocks an event may take: the shortest runs long enough for its setup,
 * duration and cleanup. Empty when even the whole day is too short.
 */
export function blockRunsFor(minutes: number, times: HallBlockTimes): HallBlock[][] {
  for (let count = 1; count <= HALL_BLOCKS.length; count++) {
    const runs = runsOf(count).filter((run) => runMinutes(run, times) >= minutes);
    if (runs.length > 0) return runs;
  }
  return [];
}

/** How many blocks an event takes; 0 when it does not fit in a day. */
export function blocksNeededFor(minutes: number, times: HallBlockTimes): number {
  return blockRunsFor(minutes, times)[0]?.length ?? 0;
}

/** Whether `blocks` is one of the runs an event of `minutes` may take (in any order given). */
export function blocksFit(blocks: readonly HallBlock[], minutes: number, times: HallBlockTimes): boolean {
  const asked = HALL_BLOCKS.filter((block) => blocks.includes(block));
  if (asked.length !== blocks.length) return false;
  return blockRunsFor(minutes, times).some((run) => run.join() === asked.join());
}

/** Sales tax on a taxed amount, in whole cents, half a cent rounded up. */
export function hallTaxCents(taxableCents: number): number {
  return Math.round((taxableCents * HALL.taxRateHundredthsOfPercent) / 100_000);
}

/** One priced line: what it is, how many, at what, and whether sales tax applies. */
export interface PricedLine {
  kind: ProposalLineKind;
  quantity: number;
  unitCents: number;
  taxable: boolean;
}

export interface EventTotals {
  subtotalCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
}

/** The totals of priced lines, and the deposit: `depositPercent` of the total, to the cent. */
export function eventTotals(lines: readonly PricedLine[], depositPercent: number): EventTotals {
  let subtotalCents = 0;
  let taxableCents = 0;
  for (const line of lines) {
    const cents = line.quantity * line.unitCents;
    subtotalCents += cents;
    if (line.taxable) taxableCents += cents;
  }
  const taxCents = hallTaxCents(taxableCents);
  const totalCents = subtotalCents + taxCents;
  return {
    subtotalCents,
    taxableCents,
    taxCents,
    totalCents,
    depositCents: Math.round((totalCents * depositPercent) / 100),
  };
}

export interface EstimateInput {
  basePriceCents: number;
  pricePerPersonCents: number;
  /** The room rental is taxed only when the owner marks the package so. */
  rentalTaxable: boolean;
  guestCount: number;
  addOns: readonly HallAddOnKey[];
}

/**
 * An estimate's lines: the room rental (the base price, separately stated), food and service per
 * guest (taxed), and each add-on (services and rentals, taxed). Alcohol is never in it.
 */
export function estimateLines(input: EstimateInput): PricedLine[] {
  const lines: PricedLine[] = [
    { kind: 'rental', quantity: 1, unitCents: input.basePriceCents, taxable: input.rentalTaxable },
    { kind: 'per_guest', quantity: input.guestCount, unitCents: input.pricePerPersonCents, taxable: true },
  ];
  for (const addOn of HALL_ADD_ONS) {
    if (input.addOns.includes(addOn.key))
      lines.push({ kind: 'add_on', quantity: 1, unitCents: addOn.cents, taxable: true });
  }
  return lines;
}
