import { desc, eq } from 'drizzle-orm';
import { CATERING, type CateringStatus } from '@shared/catering-constants';
import type {
  CateringInput,
  CateringRequestReceipt,
  PublicCateringRequestInput,
  SendQuoteInput,
  UpdateCateringInput,
} from '@shared/schemas/catering';
import { languageOrDefault } from '@shared/language-path';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { cateringOrders } from '../db/schema';
import { AppError } from '../errors';
import { cateringQuoteMail, cateringRequestAlertMail, cateringRequestReceivedMail } from './catering-mail';
import { recordAudit, type Actor } from '../audit';
import { readSettings } from '../site';
import { msg } from '@shared/messages/message';

export type CateringOrder = typeof cateringOrders.$inferSelect;

const ENTITY = 'catering-order';
const NOT_FOUND = msg('catering.notFound');
const QUOTABLE: readonly CateringStatus[] = ['pending', 'quoted'];
const HONEYPOT_MESSAGE = msg('catering.notSent');
const NOTICE_MESSAGE = msg('catering.notice', { hours: CATERING.noticeHours });

/** An order as the API answers it: a stored language the site no longer speaks reads as English. */
function answered(order: CateringOrder): CateringOrder {
  return { ...order, language: languageOrDefault(order.language) };
}

export async function listCateringOrders(ctx: AppContext): Promise<CateringOrder[]> {
  const orders = await ctx.db
    .select()
    .from(cateringOrders)
    .orderBy(desc(cateringOrders.createdAt), desc(cateringOrders.id));
  return orders.map(answered);
}

export function createCateringOrder(ctx: AppContext, actor: Actor, input: CateringInput): Promise<CateringOrder> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.insert(cateringOrders).values(input).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: ENTITY,
      entityId: order!.id,
      details: { eventDate: order!.eventDate, guestCount: order!.guestCount, status: order!.status },
    });
    return answered(order!);
  });
}

/** The full form replaces the order's fields; quote bookkeeping (quoteSent, quoteSentAt) stays. */
export function updateCateringOrder(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateCateringInput,
): Promise<CateringOrder> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const [order] = await tx.update(cateringOrders).set(input).where(eq(cateringOrders.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      details: { changed: changedFields(before, order!) },
    });
    return answered(order!);
  });
}

export function updateCateringStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  status: CateringStatus,
): Promise<CateringOrder> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const [order] = await tx.update(cateringOrders).set({ status }).where(eq(cateringOrders.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'update-status',
      entity: ENTITY,
      entityId: id,
      details: { from: before.status, to: status },
    });
    return answered(order!);
  });
}

export function deleteCateringOrder(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.delete(cateringOrders).where(eq(cateringOrders.id, id)).returning();
    if (!order) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      details: { name: `${order.firstName} ${order.lastName}`, eventDate: order.eventDate, status: order.status },
    });
  });
}

/**
 * Records the quote and marks the order quoted, then emails it to the client. A quoted order
 * may be quoted again (a revised price); a confirmed, completed or cancelled one may not.
 * Notes given with the quote go to the client; without them the order's notes stay as they were.
 */
export async function sendCateringQuote(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: SendQuoteInput,
): Promise<CateringOrder> {
  // Read before the quote is saved, so nothing after the commit can fail the request.
  const { businessInfo } = await readSettings(ctx.db);
  const order = await ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    if (!QUOTABLE.includes(before.status)) {
      throw AppError.conflict(msg('catering.quoteStatus', { status: before.status }));
    }
    const [updated] = await tx
      .update(cateringOrders)
      .set({
        quotedAmount: input.quotedAmount,
        adminNotes: input.adminNotes ?? before.adminNotes,
        quoteSent: true,
        quoteSentAt: ctx.now(),
        status: 'quoted',
      })
      .where(eq(cateringOrders.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'send-quote',
      entity: ENTITY,
      entityId: id,
      details: { quotedAmount: input.quotedAmount, revised: before.status === 'quoted' },
    });
    return answered(updated!);
  });
  await ctx.mailer.sendBestEffort(cateringQuoteMail(order, input.adminNotes, businessInfo));
  return order;
}

/**
 * The public inquiry form: always pending, at least 24 hours ahead in the restaurant's time
 * zone, then a receipt to the client and a heads-up to the catering inbox.
 */
export async function submitCateringRequest(
  ctx: AppContext,
  input: PublicCateringRequestInput,
): Promise<CateringRequestReceipt> {
  // People never see the hidden "website" field; only form-filling bots put text in it.
  if (input.website?.trim()) throw AppError.badRequest(HONEYPOT_MESSAGE);
  assertEnoughNotice(ctx, input.eventDate, input.eventTime);

  const { website: _honeypot, language = 'en', ...fields } = input;
  const { businessInfo, restaurantLanguage } = await readSettings(ctx.db);
  const [order] = await ctx.db
    .insert(cateringOrders)
    .values({ ...fields, language, status: 'pending' })
    .returning();

  await ctx.mailer.sendBestEffort({ ...cateringRequestReceivedMail(order!, businessInfo), fromPublicForm: true });
  await ctx.mailer.sendBestEffort(
    cateringRequestAlertMail(order!, businessInfo, `${ctx.publicUrl}/admin`, restaurantLanguage),
  );
  return { id: order!.id, status: order!.status, createdAt: order!.createdAt.toISOString() };
}

/**
 * Event date and time are wall-clock values in the restaurant's zone, so they are compared with
 * the wall clock there 24 hours from now (this also counts a DST change correctly).
 */
function assertEnoughNotice(ctx: AppContext, eventDate: string, eventTime: string): void {
  const earliest = zonedMoment(ctx.timeZone, new Date(ctx.now().getTime() + CATERING.noticeHours * 3_600_000));
  if (`${eventDate}T${eventTime}` < `${earliest.date}T${earliest.time}`) {
    throw AppError.invalid({ eventDate: [NOTICE_MESSAGE] });
  }
}

async function lockOrder(tx: Database, id: number): Promise<CateringOrder> {
  const [order] = await tx.select().from(cateringOrders).where(eq(cateringOrders.id, id)).for('update');
  if (!order) throw AppError.notFound(NOT_FOUND);
  return order;
}

function changedFields(before: CateringOrder, after: CateringOrder): string[] {
  return (Object.keys(after) as (keyof CateringOrder)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
