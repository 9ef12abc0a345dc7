import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  adminUsers,
  auditLog,
  loginAttempts,
  mailOutbox,
  passwordResetTokens,
  rateLimitCounters,
  reservations,
} from '../db/schema';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { isolatedDatabase: true });
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

test("the nightly clean-up, the infrastructure's and each area's, deletes what is past its keeping time and keeps the rest", async () => {
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const db = ctx.database.db;
  const [owner] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);

  const attempts = await db
    .insert(loginAttempts)
    .values([
      { username: 'old', ip: '10.0.0.1', success: false, createdAt: ago(91) },
      { username: 'recent', ip: '10.0.0.1', success: false, createdAt: ago(89) },
    ])
    .returning({ id: loginAttempts.id });
  const tokens = await db
    .insert(passwordResetTokens)
    .values([
      {
        adminUserId: owner!.id,
        tokenHash: `spent-${now.getTime()}`,
        expiresAt: new Date(now.getTime() + DAY),
        usedAt: ago(1),
      },
      { adminUserId: owner!.id, tokenHash: `expired-${now.getTime()}`, expiresAt: ago(1) },
      { adminUserId: owner!.id, tokenHash: `live-${now.getTime()}`, expiresAt: new Date(now.getTime() + DAY) },
    ])
    .returning({ id: passwordResetTokens.id });
  const mails = await db
    .insert(mailOutbox)
    .values([
      {
        kind: 'password-reset',
        to: 'old@staff.example',
        subject: 'Reset',
        text: 'a link',
        html: '<p>a link</p>',
        status: 'sent',
        createdAt: ago(91),
      },
      {
        kind: 'password-reset',
        to: 'new@staff.example',
        subject: 'Reset',
        text: 'a link',
        status: 'sent',
        createdAt: ago(10),
      },
    ])
    .returning({ id: mailOutbox.id });
  const audits = await db
    .insert(auditLog)
    .values([
      { username: 'owner', action: 'update', entity: 'settings', createdAt: ago(731) },
      { username: 'owner', action: 'update', entity: 'settings', createdAt: ago(729) },
    ])
    .returning({ id: auditLog.id });

  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  const booking = {
    firstName: 'Abebe',
    lastName: 'Kebede',
    email: 'abebe@diner.example',
    phone: '(612) 555-0142',
    time: '18:00',
    guests: 2,
    bookedFromIp: '198.51.100.9',
  };
  const bookings = await db
    .insert(reservations)
    .values([
      { ...booking, date: day(-3) },
      { ...booking, date: day(3) },
    ])
    .returning({ id: reservations.id });
  await db.insert(rateLimitCounters).values([
    { key: 'bookings:198.51.100.9', hits: 3, resetAt: ago(1) },
    { key: 'bookings:198.51.100.10', hits: 3, resetAt: new Date(now.getTime() + DAY) },
  ]);

  const counts = await ctx.app.nightlyCleanUp(now);
  expect(counts).toMatchObject({
    loginAttempts: 1,
    resetTokens: 2,
    mailBodies: 1,
    auditRows: 1,
    rateLimitCounters: 1,
    bookingAddresses: 1,
  });
  const addresses = await db
    .select({ ip: reservations.bookedFromIp })
    .from(reservations)
    .where(
      inArray(
        reservations.id,
        bookings.map((row) => row.id),
      ),
    );
  expect(addresses.map((row) => row.ip).sort()).toEqual(['198.51.100.9', null]);
  expect((await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key)).toEqual([
    'bookings:198.51.100.10',
  ]);

  expect(
    (
      await db
        .select({ id: loginAttempts.id })
        .from(loginAttempts)
        .where(
          inArray(
            loginAttempts.id,
            attempts.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  ).toEqual([attempts[1]!.id]);
  expect(
    (
      await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          inArray(
            passwordResetTokens.id,
            tokens.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  ).toEqual([tokens[2]!.id]);
  // The old email keeps its row and status; only the body goes.
  const [old] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mails[0]!.id));
  expect(old).toMatchObject({ status: 'sent', subject: 'Reset', text: '', html: null });
  const [recent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mails[1]!.id));
  expect(recent!.text).toBe('a link');
  expect(
    (
      await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          inArray(
            auditLog.id,
            audits.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  ).toEqual([audits[1]!.id]);

  // A second run finds nothing more to do.
  expect(await ctx.app.nightlyCleanUp(now)).toMatchObject({
    loginAttempts: 0,
    resetTokens: 0,
    mailBodies: 0,
    auditRows: 0,
    rateLimitCounters: 0,
    bookingAddresses: 0,
  });
});
