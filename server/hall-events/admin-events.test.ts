import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { signInAs } from '../../test-support/api/admins';
import { claimsOf, eventRow, insertEventRow, mailsTo } from '../../test-support/api/hall-event-rows';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';

// Thursday 12 February 2091, noon in St. Paul (CST).
const NOON = new Date('2091-02-12T18:00:00Z');
let clock = NOON;
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];
let manager: Agent;
let staff: Agent;
let day = 0;
const nextDate = () => `2091-06-${String(++day).padStart(2, '0')}`;
const daysLater = (days: number) => new Date(NOON.getTime() + days * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true },
  );
  manager = (await signInAs(ctx, 'manager')).agent;
  staff = (await signInAs(ctx, 'staff')).agent;
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = NOON;
});

const db = () => ctx.database.db;

/** An event sent a proposal and accepted by the client (straight through the manager's status move). */
async function acceptedEvent(options: Partial<Parameters<typeof insertEventRow>[1]> = {}) {
  const event = await insertEventRow(db(), { eventDate: nextDate(), createdAt: clock, ...options });
  expect((await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({})).status).toBe(200);
  const res = await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'accepted' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return event;
}

describe('lists and details', () => {
  test('by status and month; staff read them too', async () => {
    const held = await insertEventRow(db(), { eventDate: nextDate() });
    const byStatus = await staff.get('/api/admin/event-bookings?status=tentative');
    expect(byStatus.status).toBe(200);
    expect(byStatus.body.map((row: { id: number }) => row.id)).toContain(held.id);
    const byMonth = await staff.get('/api/admin/event-bookings?month=2091-07');
    expect(byMonth.body.map((row: { id: number }) => row.id)).not.toContain(held.id);
    const upcoming = await staff.get('/api/admin/event-bookings?status=upcoming');
    expect(upcoming.body.map((row: { id: number }) => row.id)).toContain(held.id);
    expect((await staff.get('/api/admin/event-bookings?status=nope')).status).toBe(400);
    const detail = await staff.get(`/api/admin/event-bookings/${held.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: held.id,
      status: 'tentative',
      packageName: 'Celebration',
      estimate: { subtotal: '5900.00', total: '6433.25', deposit: '3216.63' },
      overdue: false,
      finalCountDueDate: expect.any(String),
      payments: [],
      history: [],
    });
    expect((await staff.get('/api/admin/event-bookings/999999')).status).toBe(404);
  });

  test('a deposit unpaid past its date lists the event as overdue; staff extend it or mark it lost', async () => {
    const event = await acceptedEvent();
    expect((await eventRow(db(), event.id)).depositDueDate).toBe('2091-02-19');
    const overdueIds = async () =>
      (await staff.get('/api/admin/event-bookings?status=overdue')).body.map((row: { id: number }) => row.id);
    expect(await overdueIds()).not.toContain(event.id);
    clock = daysLater(8);
    expect(await overdueIds()).toContain(event.id);
    expect((await staff.get(`/api/admin/event-bookings/${event.id}`)).body.overdue).toBe(true);

    const staffExtends = await staff
      .put(`/api/admin/event-bookings/${event.id}`)
      .send({ depositDueDate: '2091-02-27' });
    expect(staffExtends.status).toBe(403);
    expect(staffExtends.body.messageKey).toBe('hall.notesOnly');
    const extended = await manager.put(`/api/admin/event-bookings/${event.id}`).send({ depositDueDate: '2091-02-27' });
    expect(extended.status).toBe(200);
    expect(extended.body.overdue).toBe(false);
    expect(await overdueIds()).not.toContain(event.id);

    clock = daysLater(16);
    expect(await overdueIds()).toContain(event.id);
    const noReason = await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'lost' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.reason).toBeDefined();
    const lost = await manager
      .post(`/api/admin/event-bookings/${event.id}/status`)
      .send({ status: 'lost', reason: 'no_answer' });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ status: 'lost', lostReason: 'no_answer' });
    expect(await claimsOf(db(), event.id)).toEqual([]);
    expect(await overdueIds()).not.toContain(event.id);
  });

  test('staff add a note, which goes into the history; nothing else', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate(), specialRequests: 'A cake table' });
    const note = await staff.put(`/api/admin/event-bookings/${event.id}`).send({ note: 'Called, will decide Friday' });
    expect(note.status).toBe(200);
    expect(note.body.history).toEqual([
      expect.objectContaining({ kind: 'note', note: 'Called, will decide Friday', actor: expect.any(String) }),
    ]);
    expect((await staff.put(`/api/admin/event-bookings/${event.id}`).send({ guestCount: 90 })).status).toBe(403);
    const edit = await manager
      .put(`/api/admin/event-bookings/${event.id}`)
      .send({ equipment: 'Projector', staffNotes: 'VIP', dietaryRestrictions: 'No pork' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      equipment: 'Projector',
      staffNotes: 'VIP',
      dietaryRestrictions: 'No pork',
      specialRequests: 'A cake table',
    });
  });

  test('hostile text comes back as data, never rendered', async () => {
    const hostile = '<script>alert("x")</script>';
    const event = await insertEventRow(db(), { eventDate: nextDate(), specialRequests: hostile, lastName: hostile });
    const detail = await staff.get(`/api/admin/event-bookings/${event.id}`);
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.body.specialRequests).toBe(hostile);
    const beo = await staff.get(`/api/admin/event-bookings/${event.id}/beo`);
    expect(beo.headers['content-type']).toMatch(/^application\/json/);
    expect(beo.body.event.lastName).toBe(hostile);
  });
});

describe('status moves', () => {
  test('only the moves the pipeline allows; every move in the history and the audit log', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    const wrong = await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'confirmed' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.messageKey).toBe('hall.statusMove');
    const sent = await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'proposal_sent' });
    expect(sent.status).toBe(409);
    expect((await staff.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'lost' })).status).toBe(
      403,
    );
    // Releasing a hold is `lost`.
    const released = await manager
      .post(`/api/admin/event-bookings/${event.id}/status`)
      .send({ status: 'lost', reason: 'date', note: 'Found another date' });
    expect(released.status).toBe(200);
    expect(released.body.history).toEqual([
      expect.objectContaining({
        kind: 'status',
        fromStatus: 'tentative',
        toStatus: 'lost',
        note: 'date: Found another date',
      }),
    ]);
    expect(await claimsOf(db(), event.id)).toEqual([]);
    // The block is free again: another event may claim it.
    await insertEventRow(db(), { eventDate: event.eventDate });
    const { auditLog } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'event-booking'));
    expect(audits.some((row) => row.entityId === String(event.id) && row.action === 'status')).toBe(true);
  });

  test('a cancelled event frees its blocks and emails the client the policy', async () => {
    const event = await acceptedEvent({ language: 'am' });
    const cancelled = await manager
      .post(`/api/admin/event-bookings/${event.id}/status`)
      .send({ status: 'cancelled', note: 'Family emergency' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await claimsOf(db(), event.id)).toEqual([]);
    await mailSettled(ctx.app);
    const [mail] = await mailsTo(db(), event.email, 'hall-cancelled');
    expect(mail!.text).toContain('ከዝግጅቱ 90 ቀናት');
  });

  test('a hold staff end as expired gets the hold-expired email, not the proposal one', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    const expired = await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'expired' });
    expect(expired.status).toBe(200);
    expect(expired.body.status).toBe('expired');
    await mailSettled(ctx.app);
    expect(await mailsTo(db(), event.email, 'hall-hold-expired')).toHaveLength(1);
    expect(await mailsTo(db(), event.email, 'hall-proposal-expired')).toEqual([]);
  });
});

describe('payments and refunds recorded by managers', () => {
  test('a deposit in cash confirms the event; the balance by check; an offline refund lowers what is paid', async () => {
    const event = await acceptedEvent();
    const staffTry = await staff
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'deposit', amount: '100.00', method: 'cash' });
    expect(staffTry.status).toBe(403);
    const part = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'deposit', amount: '1000.00', method: 'cash', note: 'At the hall' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ part: 'deposit', method: 'cash', amount: '1000.00', status: 'received' });
    expect((await eventRow(db(), event.id)).status).toBe('accepted');
    const rest = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'deposit', amount: '2216.63', method: 'check' });
    expect(rest.status).toBe(201);
    const confirmed = await eventRow(db(), event.id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.paidCents).toBe(321_663);
    expect(confirmed.depositPaidAt).not.toBeNull();

    const tooMuch = await manager
      .post(`/api/admin/event-bookings/${event.id}/refunds`)
      .send({ paymentId: part.body.id, amount: '1000.01', reason: 'Mistake' });
    expect(tooMuch.status).toBe(400);
    const refund = await manager
      .post(`/api/admin/event-bookings/${event.id}/refunds`)
      .send({ paymentId: part.body.id, amount: '200.00', reason: 'Fewer chairs' });
    expect(refund.status).toBe(201);
    expect(refund.body.refunded).toBe('200.00');
    const detail = await manager.get(`/api/admin/event-bookings/${event.id}`);
    expect(detail.body.paid).toBe('3016.63');
    expect(detail.body.payments).toHaveLength(2);
    expect(detail.body.payments[0].recordedBy).toEqual(expect.any(String));
    // More than 90 days out, the policy gives everything back.
    expect(detail.body.policyRefund).toBe('3016.63');
    await mailSettled(ctx.app);
    expect((await mailsTo(db(), event.email, 'hall-payment-received')).length).toBe(2);
  });

  test('a huge amount, or more than is left to pay, is refused with a message, never a 500', async () => {
    const event = await acceptedEvent();
    const huge = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'deposit', amount: '30000000', method: 'cash' });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors.amount).toEqual(['Enter at most $1,000,000']);
    const over = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'balance', amount: '6433.26', method: 'cash' });
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors.amount).toEqual(['At most $6433.25 is left to pay']);
    const all = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'balance', amount: '6433.25', method: 'cash' });
    expect(all.status).toBe(201);
    const more = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'balance', amount: '0.01', method: 'cash' });
    expect(more.body.fieldErrors.amount).toEqual(['At most $0.00 is left to pay']);
    const refund = await manager
      .post(`/api/admin/event-bookings/${event.id}/refunds`)
      .send({ paymentId: all.body.id, amount: '30000000', reason: 'Typo' });
    expect(refund.status).toBe(400);
    expect(refund.body.fieldErrors.amount).toEqual(['Enter at most $1,000,000']);
  });

  test('a deposit taken while the proposal was out confirms the event when staff accept it; never overdue', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    expect((await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({})).status).toBe(200);
    const cash = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'deposit', amount: '3216.63', method: 'cash' });
    expect(cash.status).toBe(201);
    expect((await eventRow(db(), event.id)).status).toBe('proposal_sent');
    const accepted = await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', overdue: false, depositPaidAt: expect.any(String) });
    expect(accepted.body.proposal).toMatchObject({ acceptedAt: expect.any(String), acceptedName: expect.any(String) });
    expect(accepted.body.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ toStatus: 'accepted', note: 'accepted by staff' }),
        expect.objectContaining({ fromStatus: 'accepted', toStatus: 'confirmed' }),
      ]),
    );
    clock = daysLater(30);
    expect((await staff.get(`/api/admin/event-bookings/${event.id}`)).body.overdue).toBe(false);
    const overdue = await staff.get('/api/admin/event-bookings?status=overdue');
    expect(overdue.body.map((row: { id: number }) => row.id)).not.toContain(event.id);
  });

  test('an accepted event whose deposit is in is not overdue, even if it stayed accepted', async () => {
    const event = await acceptedEvent();
    const { eventBookings } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await db().update(eventBookings).set({ paidCents: 321_663 }).where(eq(eventBookings.id, event.id));
    clock = daysLater(30);
    const detail = await staff.get(`/api/admin/event-bookings/${event.id}`);
    expect(detail.body).toMatchObject({ status: 'accepted', overdue: false });
    const overdue = await staff.get('/api/admin/event-bookings?status=overdue');
    expect(overdue.body.map((row: { id: number }) => row.id)).not.toContain(event.id);
  });

  test('no payment on an ended event', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    await manager.post(`/api/admin/event-bookings/${event.id}/status`).send({ status: 'lost', reason: 'price' });
    const res = await manager
      .post(`/api/admin/event-bookings/${event.id}/payments`)
      .send({ part: 'deposit', amount: '10.00', method: 'cash' });
    expect(res.status).toBe(409);
  });
});

test('the BEO: client, blocks, timeline with setup and cleanup, lines and payments', async () => {
  const event = await acceptedEvent({ blocks: ['evening'] });
  const res = await manager.get(`/api/admin/event-bookings/${event.id}/beo`);
  expect(res.status).toBe(200);
  expect(res.body.timeline).toEqual([
    { step: 'setup', start: '19:00', end: '19:30' },
    { step: 'event', start: '19:30', end: '22:30' },
    { step: 'cleanup', start: '22:30', end: '23:00' },
  ]);
  expect(res.body.lines.map((line: { kind: string }) => line.kind)).toEqual(['rental', 'per_guest']);
  expect(res.body.event.payments).toEqual([]);
  expect(res.body.hallName).toBe('Selam Event Hall');
});

test("analytics: the pipeline's value, conversion and deposits, and the upcoming events", async () => {
  const before = (await manager.get('/api/admin/analytics')).body.hallEvents;
  const event = await acceptedEvent();
  await manager
    .post(`/api/admin/event-bookings/${event.id}/payments`)
    .send({ part: 'deposit', amount: '3216.63', method: 'cash' });
  const after = (await manager.get('/api/admin/analytics')).body.hallEvents;
  expect(after.inquiries).toBe(before.inquiries + 1);
  expect(after.confirmed).toBe(before.confirmed + 1);
  expect(Number(after.depositsReceived) - Number(before.depositsReceived)).toBeCloseTo(3216.63, 2);
  expect(Number(after.pipelineValue) - Number(before.pipelineValue)).toBeCloseTo(6433.25, 2);
  expect(after.conversionRate).toBeGreaterThan(0);
  expect(after.upcoming.length).toBeGreaterThan(0);
  expect(after.upcoming[0]).toEqual({
    id: expect.any(Number),
    eventDate: expect.any(String),
    blocks: expect.any(Array),
    name: expect.any(String),
    guestCount: expect.any(Number),
    status: expect.any(String),
  });
});
