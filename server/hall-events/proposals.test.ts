import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventProposals } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { eventRow, insertEventRow, mailsTo, proposalTokenFrom } from '../../test-support/api/hall-event-rows';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';

// Thursday 12 February 2091, noon in St. Paul (CST).
const NOON = new Date('2091-02-12T18:00:00Z');
let clock = NOON;
let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>['agent'];
let day = 0;
/** A date of its own for each event, about three months out. */
const nextDate = () => `2091-05-${String(++day).padStart(2, '0')}`;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    {
      now: () => clock,
      isolatedDatabase: true,
    },
  );
  manager = (await signInAs(ctx, 'manager')).agent;
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = NOON;
});

const db = () => ctx.database.db;
const daysLater = (days: number) => new Date(NOON.getTime() + days * 86_400_000);

/** A held request, a proposal sent by a manager, and the client's token from the email. */
async function proposed(options: Parameters<typeof insertEventRow>[1] | object = {}, body: object = {}) {
  const event = await insertEventRow(db(), { eventDate: nextDate(), ...options });
  const res = await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await mailSettled(ctx.app);
  return { event, sent: res.body, token: await proposalTokenFrom(db(), event.email) };
}

describe('sending a proposal', () => {
  test('an empty body sends the estimate as it stands, holds the block until valid-until and emails the link', async () => {
    const { event, sent, token } = await proposed({ holdExpiresAt: daysLater(1) });
    expect(sent.status).toBe('proposal_sent');
    expect(sent.holdExpiresAt).toBeNull();
    expect(sent.confirmedByClientAt).not.toBeNull();
    expect(sent.proposal).toMatchObject({
      version: 1,
      subtotal: '5900.00',
      taxable: '5400.00',
      tax: '533.25',
      total: '6433.25',
      deposit: '3216.63',
      validUntil: '2091-02-19',
      policyVersion: 1,
    });
    expect(sent.proposal.lines.map((line: { kind: string }) => line.kind)).toEqual(['rental', 'per_guest']);
    const [mail] = await mailsTo(db(), event.email, 'hall-proposal');
    expect(mail!.text).toContain(`https://selam.example/events/proposal/${token}`);
    expect(mail!.replyTo).toBe('events@selam-restaurant.example');
    expect(sent.history.map((entry: { kind: string }) => entry.kind)).toEqual(['proposal']);
  });

  test('staff lines with a dish from the menu; a dish not on the menu is refused; a new version supersedes', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    const lines = [
      { kind: 'rental', label: 'Hall', quantity: 1, unitPrice: '400.00', taxable: false },
      { kind: 'dish', label: 'Doro wot trays', quantity: 4, unitPrice: '90.00', taxable: true, menuItemId: 1 },
      { kind: 'free', label: 'Cake cutting', quantity: 1, unitPrice: '0.00', taxable: false },
    ];
    const missing = await manager
      .post(`/api/admin/event-bookings/${event.id}/proposal`)
      .send({ lines: [{ ...lines[1], menuItemId: 999_999 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors['lines.0.menuItemId']).toBeDefined();
    const first = await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({ lines });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.proposal).toMatchObject({ version: 1, subtotal: '760.00', tax: '35.55', total: '795.55' });
    const second = await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({ message: 'Revised' });
    expect(second.body.proposal.version).toBe(2);
    const rows = await db().select().from(eventProposals).where(eq(eventProposals.bookingId, event.id));
    expect(rows.find((row) => row.version === 1)!.supersededAt).not.toBeNull();
    expect(rows.find((row) => row.version === 2)!.supersededAt).toBeNull();
  });

  test('a huge line, or lines over $1,000,000 in all, are refused with a message, never a 500', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    const line = { kind: 'rental', label: 'Hall', quantity: 1, taxable: false };
    const huge = await manager
      .post(`/api/admin/event-bookings/${event.id}/proposal`)
      .send({ lines: [{ ...line, unitPrice: '99999999.99' }] });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors['lines.0.unitPrice']).toEqual(['Enter at most $1,000,000']);
    const many = await manager
      .post(`/api/admin/event-bookings/${event.id}/proposal`)
      .send({ lines: [{ ...line, quantity: 3, unitPrice: '900000.00' }] });
    expect(many.status).toBe(400);
    expect(many.body.fieldErrors.lines).toEqual(['A proposal may total at most $1,000,000']);
    expect(await db().select().from(eventProposals).where(eq(eventProposals.bookingId, event.id))).toEqual([]);
  });

  test('an accepted event cannot be sent a new proposal', async () => {
    const event = await insertEventRow(db(), { eventDate: nextDate(), status: 'accepted' });
    const res = await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({});
    expect(res.status).toBe(409);
  });

  test('the Amharic client gets the email in Amharic', async () => {
    const { event } = await proposed({ language: 'am' });
    const [mail] = await mailsTo(db(), event.email, 'hall-proposal');
    expect(mail!.text).toContain('የዋጋ ሐሳብ');
  });
});

describe("the client's page", () => {
  test('a wrong, short or long token is 404', async () => {
    for (const token of ['x', 'A'.repeat(32), 'A'.repeat(33)]) {
      expect((await request(ctx.app).get(`/api/events/proposal/${token}`)).status).toBe(404);
      expect((await request(ctx.app).post(`/api/events/proposal/${token}/accept`).send({})).status).toBe(404);
      expect((await request(ctx.app).put(`/api/events/proposal/${token}/guest-count`).send({})).status).toBe(404);
      expect((await request(ctx.app).post(`/api/events/proposal/${token}/pay`).send({})).status).toBe(404);
    }
  });

  test('reads the event and accepts it: name, time and address stored, the deposit due in 7 days', async () => {
    const { event, token } = await proposed();
    const page = await request(ctx.app).get(`/api/events/proposal/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      status: 'proposal_sent',
      proposalState: 'open',
      guestCount: 120,
      depositDue: '3216.63',
      payOnline: false,
      hallPhone: '(651) 555-0192',
    });
    expect(page.body).not.toHaveProperty('email');
    const refused = await request(ctx.app).post(`/api/events/proposal/${token}/accept`).send({ name: 'Selam B' });
    expect(refused.status).toBe(400);
    const accepted = await request(ctx.app)
      .post(`/api/events/proposal/${token}/accept`)
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ name: 'Selam Bekele', agree: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      proposalState: 'accepted',
      depositDueDate: '2091-02-19',
    });
    const [proposal] = await db().select().from(eventProposals).where(eq(eventProposals.bookingId, event.id));
    expect(proposal!.acceptedName).toBe('Selam Bekele');
    expect(proposal!.acceptedAt).toEqual(NOON);
    expect(proposal!.acceptedIp).toBeTruthy();
    await mailSettled(ctx.app);
    expect(await mailsTo(db(), event.email, 'hall-accepted')).toHaveLength(1);
    expect((await mailsTo(db(), 'events@selam-restaurant.example', 'hall-alert')).length).toBeGreaterThan(0);
    // Pressing again is answered as done.
    const again = await request(ctx.app)
      .post(`/api/events/proposal/${token}/accept`)
      .send({ name: 'Selam Bekele', agree: true });
    expect(again.status).toBe(200);
  });

  test('an expired proposal is refused with its date; a superseded one with the newer version', async () => {
    const { token } = await proposed();
    clock = daysLater(8);
    const expired = await request(ctx.app)
      .post(`/api/events/proposal/${token}/accept`)
      .send({ name: 'Selam B', agree: true });
    expect(expired.status).toBe(409);
    expect(expired.body.messageKey).toBe('hall.proposalExpired');
    expect(expired.body.params).toEqual({ date: '2091-02-19' });
    expect((await request(ctx.app).get(`/api/events/proposal/${token}`)).body.proposalState).toBe('expired');

    clock = NOON;
    const second = await proposed();
    await manager.post(`/api/admin/event-bookings/${second.event.id}/proposal`).send({ message: 'Version two' });
    const superseded = await request(ctx.app)
      .post(`/api/events/proposal/${second.token}/accept`)
      .send({ name: 'Selam B', agree: true, version: 1 });
    expect(superseded.status).toBe(409);
    expect(superseded.body.messageKey).toBe('hall.proposalSuperseded');
    expect(superseded.body.params).toEqual({ version: 2 });
  });

  test('a count change within the package reprices the per-guest line once, keeps the acceptance and tells staff', async () => {
    const { event, token } = await proposed();
    await request(ctx.app).post(`/api/events/proposal/${token}/accept`).send({ name: 'Selam Bekele', agree: true });
    const outside = await request(ctx.app).put(`/api/events/proposal/${token}/guest-count`).send({ guestCount: 151 });
    expect(outside.status).toBe(400);
    expect(outside.body.fieldErrors.guestCount).toBeDefined();
    const changed = await request(ctx.app).put(`/api/events/proposal/${token}/guest-count`).send({ guestCount: 130 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ status: 'accepted', guestCount: 130, proposalState: 'accepted' });
    // 500 + 130 × 45 = 6350; tax on 5850 = 577.69; the deposit stays as accepted.
    expect(changed.body.proposal).toMatchObject({
      version: 2,
      subtotal: '6350.00',
      total: '6927.69',
      deposit: '3216.63',
    });
    expect(changed.body.balanceDue).toBe('6927.69');
    const same = await request(ctx.app).put(`/api/events/proposal/${token}/guest-count`).send({ guestCount: 130 });
    expect(same.body.proposal.version).toBe(2);
    const perGuest = same.body.proposal.lines.find((line: { kind: string }) => line.kind === 'per_guest');
    expect(perGuest).toMatchObject({ quantity: 130, unitPrice: '45.00', amount: '5850.00' });
    await mailSettled(ctx.app);
    const alerts = await mailsTo(db(), 'events@selam-restaurant.example', 'hall-alert');
    expect(alerts.some((mail) => mail.text.includes('120 to 130'))).toBe(true);
    const detail = await manager.get(`/api/admin/event-bookings/${event.id}`);
    expect(detail.body.history.some((entry: { kind: string; note: string }) => entry.kind === 'guests')).toBe(true);
  });

  test('after the final count deadline the client is refused with the deadline; staff may only raise it', async () => {
    const eventDate = '2091-02-25';
    const { event, token } = await proposed({ eventDate });
    await request(ctx.app).post(`/api/events/proposal/${token}/accept`).send({ name: 'Selam Bekele', agree: true });
    clock = daysLater(4); // 16 February: the deadline was the 15th
    const late = await request(ctx.app).put(`/api/events/proposal/${token}/guest-count`).send({ guestCount: 125 });
    expect(late.status).toBe(409);
    expect(late.body.messageKey).toBe('hall.countDeadlinePassed');
    expect(late.body.params).toEqual({ date: '2091-02-15' });
    const down = await manager.put(`/api/admin/event-bookings/${event.id}`).send({ guestCount: 110 });
    expect(down.status).toBe(409);
    expect(down.body.messageKey).toBe('hall.countOnlyUp');
    const up = await manager.put(`/api/admin/event-bookings/${event.id}`).send({ guestCount: 128 });
    expect(up.status).toBe(200);
    expect(up.body.guestCount).toBe(128);
    expect(up.body.proposal.version).toBe(2);
    expect((await eventRow(db(), event.id)).guestCount).toBe(128);
  });

  test('paying online is 409 while payments are off', async () => {
    const { token } = await proposed();
    await request(ctx.app).post(`/api/events/proposal/${token}/accept`).send({ name: 'Selam Bekele', agree: true });
    const pay = await request(ctx.app).post(`/api/events/proposal/${token}/pay`).send({ part: 'deposit' });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe('FEATURE_DISABLED');
  });

  test('hostile text is escaped in the emails and sent back as data', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { event, token } = await proposed({ firstName: hostile }, { message: `<script>alert(1)</script>` });
    const [mail] = await mailsTo(db(), event.email, 'hall-proposal');
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const page = await request(ctx.app).get(`/api/events/proposal/${token}`);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(page.body.firstName).toBe(hostile);
  });
});
