import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { mailOutbox, reservations } from './db/schema';
import { signInAs } from '../test-support/api/admins';
import { startSmtpReceiver, type SmtpReceiver } from '../test-support/api/smtp-receiver';
import { createTestContext, mailSettled, type TestContext } from '../test-support/api/test-app';
import { lettersOf } from '../test-support/names';

// Wednesday 14 July 2094, 10:00 AM in Minneapolis: a year no other test file books.
const TODAY = '2094-07-14';
const clock = new Date('2094-07-14T15:00:00Z');
const VICTIM = `someone-${Date.now()}@victim.example`;

let ctx: TestContext;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', SMTP_URL: smtp.url, PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true, rateLimits: { publicFormMailPerRecipientPerHour: 3 } },
  );
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let serial = 0;
function booking(days: number) {
  serial += 1;
  return {
    firstName: 'Abebe',
    lastName: `Kebede${lettersOf(serial)}`,
    email: VICTIM,
    phone: '(612) 555-0142',
    date: addDays(TODAY, days),
    time: '19:00',
    guests: 2,
  };
}

const outboxTo = async (to: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const delivered = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length;

test('one address gets at most 3 emails an hour from public forms; the 4th and later are suppressed, and every booking stands', async () => {
  const booked = [];
  for (let day = 1; day <= 5; day++) {
    const res = await request(ctx.app).post('/api/reservations').send(booking(day));
    expect(res.status).toBe(201);
    booked.push(res.body as { id: number; managePath: string });
  }
  const catering = await request(ctx.app)
    .post('/api/catering-requests')
    .send({
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: VICTIM,
      phone: '(612) 555-0142',
      eventType: 'Birthday Party',
      eventDate: addDays(TODAY, 40),
      eventTime: '18:00',
      guestCount: 40,
      deliveryAddress: '55 Summit Avenue, St. Paul, MN',
      serviceType: 'delivery',
      menuSelections: ['Sambusa'],
    });
  expect(catering.status).toBe(201);
  await mailSettled(ctx.app);

  const rows = await outboxTo(VICTIM);
  expect(rows.map((row) => row.status).sort()).toEqual([
    'sent',
    'sent',
    'sent',
    'suppressed',
    'suppressed',
    'suppressed',
  ]);
  expect(delivered(VICTIM)).toBe(3);
  const stored = await ctx.database.db.select().from(reservations).where(eq(reservations.email, VICTIM));
  expect(stored).toHaveLength(5);
  // The restaurant still hears of every booking: its own inbox is never limited.
  const alerts = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reservation-alert'));
  expect(alerts.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);

  // A change through the manage link (which whoever booked holds) counts too; a booking made by
  // staff and staff confirming one reach the diner all the same.
  const token = booked[0]!.managePath.split('/').pop();
  const changed = await request(ctx.app)
    .put(`/api/manage/reservations/${token}`)
    .send({ date: addDays(TODAY, 1), time: '19:30', guests: 3 });
  expect(changed.status).toBe(200);
  const { agent } = await signInAs(ctx, 'staff');
  const byStaff = await agent.post('/api/reservations').send(booking(6));
  expect(byStaff.status).toBe(201);
  await agent.put(`/api/reservations/${booked[1]!.id}`).send({ status: 'confirmed' }).expect(200);
  await mailSettled(ctx.app);
  expect(delivered(VICTIM)).toBe(5);
  expect((await outboxTo(VICTIM)).slice(0, 3).map((row) => [row.kind, row.status])).toEqual([
    ['reservation-confirmed-by-restaurant', 'sent'],
    ['reservation-booked-by-staff', 'sent'],
    ['reservation-changed', 'suppressed'],
  ]);
});
