import { and, eq, gte, inArray, isNull, lt, type AnyColumn } from 'drizzle-orm';
import type { EventBookingStatus } from '@shared/hall-events';
import type { HallSettingsDto } from '@shared/schemas/hall-events';
import { addDays } from '@shared/time';
import type { AppContext } from '../context';
import { eventBookings } from '../db/schema';
import type { QueuedMail } from '../mail/mailer';
import { loadSettings, readSettings } from '../site';
import {
  depositCentsOf,
  dueCents,
  eventDeadlines,
  lockEvent,
  newestProposal,
  newestProposals,
  todayOf,
  type EventRow,
  type ProposalRow,
} from './event-dto';
import { mintEventLink } from './event-links';
import { moveEvent } from './event-status';
import { reminderMail, type ReminderKind } from './pipeline-mail';
import { proposalUrl } from './proposals';

const REMINDERS_QUEUE = 'hall-reminders';
/** The final count's reminder goes this many days before its deadline. */
export const FINAL_COUNT_REMINDER_DAYS = 3;
/** The balance's reminder goes this many days before it is due. */
export const BALANCE_REMINDER_DAYS = 2;

interface Reminder {
  kind: ReminderKind;
  column: 'depositReminderSentAt' | 'finalCountReminderSentAt' | 'balanceReminderSentAt';
  /** The date it is due, and what is owed; null when this reminder is not for this event. */
  due(
    event: EventRow,
    proposal: ProposalRow | undefined,
    settings: HallSettingsDto,
  ): { date: string; cents: number } | null;
  /** Days before the due date the reminder goes. */
  daysBefore(settings: HallSettingsDto): number;
}

const REMINDERS: Reminder[] = [
  {
    kind: 'deposit',
    column: 'depositReminderSentAt',
    due: (event, proposal) =>
      event.status === 'accepted' && event.depositDueDate && event.paidCents < depositCentsOf(event, proposal)
        ? { date: event.depositDueDate, cents: dueCents(event, proposal, 'deposit') }
        : null,
    daysBefore: (settings) => settings.depositReminderDaysBefore,
  },
  {
    kind: 'final-count',
    column: 'finalCountReminderSentAt',
    due: (event, proposal, settings) =>
      event.status === 'accepted' || event.status === 'confirmed'
        ? { date: eventDeadlines(event, settings).finalCountDueDate, cents: dueCents(event, proposal, 'balance') }
        : null,
    daysBefore: () => FINAL_COUNT_REMINDER_DAYS,
  },
  {
    kind: 'balance',
    column: 'balanceReminderSentAt',
    due: (event, proposal, settings) => {
      const cents = dueCents(event, proposal, 'balance');
      return event.status === 'confirmed' && cents > 0
        ? { date: eventDeadlines(event, settings).balanceDueDate, cents }
        : null;
    },
    daysBefore: () => BALANCE_REMINDER_DAYS,
  },
];

const columnOf = (column: Reminder['column']): AnyColumn => eventBookings[column];

/**
 * Sends each reminder that is due, once: the "sent" column is set, under the row's lock, in the
 * transaction that queues the email, so a second run (or a second process) finds it sent.
 */
async function sendReminders(ctx: AppContext, today: string): Promise<number> {
  const { hallEvents: settings } = await readSettings(ctx.db);
  const candidates = await ctx.db
    .select()
    .from(eventBookings)
    .where(and(inArray(eventBookings.status, ['accepted', 'confirmed']), gte(eventBookings.eventDate, today)));
  const proposals = await newestProposals(
    ctx.db,
    candidates.map((row) => row.id),
  );
  let sent = 0;
  for (const candidate of candidates) {
    for (const reminder of REMINDERS) {
      if (candidate[reminder.column]) continue;
      const due = reminder.due(candidate, proposals.get(candidate.id), settings);
      if (!due || today < addDays(due.date, -reminder.daysBefore(settings)) || today > due.date) continue;
      const mails = await ctx.db.transaction(async (tx) => {
        const event = await lockEvent(tx, candidate.id);
        if (event[reminder.column]) return [];
        const proposal = await newestProposal(tx, event.id);
        const fresh = reminder.due(event, proposal, settings);
        if (!fresh) return [];
        await tx
          .update(eventBookings)
          .set({ [reminder.column]: ctx.now() })
          .where(and(eq(eventBookings.id, event.id), isNull(columnOf(reminder.column))));
        const { businessInfo } = await loadSettings(tx);
        const url = proposalUrl(ctx, await mintEventLink(tx, event.id, 'proposal'));
        return ctx.mailer.enqueue(tx, [reminderMail(reminder.kind, event, fresh, url, businessInfo)]);
      });
      ctx.mailer.dispatch(mails);
      sent += mails.length;
    }
  }
  return sent;
}

/**
 * Proposals past their "valid until" that nobody accepted: the event expires, its blocks are
 * free again, and the client is told.
 */
export async function expireLapsedProposals(ctx: AppContext): Promise<number> {
  const today = todayOf(ctx);
  const sent = await ctx.db.select().from(eventBookings).where(eq(eventBookings.status, 'proposal_sent'));
  const proposals = await newestProposals(
    ctx.db,
    sent.map((row) => row.id),
  );
  let expired = 0;
  for (const candidate of sent) {
    const proposal = proposals.get(candidate.id);
    if (!proposal || proposal.validUntil >= today) continue;
    const mails = await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, candidate.id);
      const current = await newestProposal(tx, event.id);
      if (event.status !== 'proposal_sent' || !current || current.validUntil >= today) return [] as QueuedMail[];
      const messages = await moveEvent(ctx, tx, event, 'expired', {
        note: `Proposal ${current.version} lapsed`,
        actor: null,
      });
      return ctx.mailer.enqueue(tx, messages);
    });
    if (mails.length > 0) expired++;
    ctx.mailer.dispatch(mails);
  }
  return expired;
}

/** Confirmed events whose date has passed took place: completed. */
async function completePastEvents(ctx: AppContext, today: string): Promise<number> {
  const past = await ctx.db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.status, 'confirmed'), lt(eventBookings.eventDate, today)));
  for (const candidate of past) {
    await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, candidate.id);
      if (event.status !== ('confirmed' satisfies EventBookingStatus) || event.eventDate >= today) return;
      await moveEvent(ctx, tx, event, 'completed', { actor: null });
    });
  }
  return past.length;
}

/** One run of the hall's pipeline job, at the context's clock (tests move it). */
export async function runHallReminders(
  ctx: AppContext,
): Promise<{ reminders: number; expired: number; completed: number }> {
  const today = todayOf(ctx);
  const expired = await expireLapsedProposals(ctx);
  const completed = await completePastEvents(ctx, today);
  const reminders = await sendReminders(ctx, today);
  return { reminders, expired, completed };
}

/** The pipeline's job, every 15 minutes: reminders, lapsed proposals, events that took place. */
export function registerHallReminderJobs(ctx: AppContext): void {
  ctx.jobs.defineQueue(REMINDERS_QUEUE);
  ctx.jobs.schedule(REMINDERS_QUEUE, '*/15 * * * *');
  ctx.jobs.work(REMINDERS_QUEUE, async () => {
    const done = await runHallReminders(ctx);
    if (done.reminders + done.expired + done.completed > 0)
      console.info(
        `[jobs] hall: ${done.reminders} reminder(s), ${done.expired} proposal(s) expired, ${done.completed} event(s) completed`,
      );
  });
}
