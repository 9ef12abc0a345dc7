import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { lettersOf } from '../names';
import type { TestContext } from './test-app';

// One count for the file that imports these: every diner and entry has a name and email of its own.
let serial = 0;

/** A public booking of 4 at 7:00 PM on `date`. */
export function bookingBody(date: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Meron',
    lastName: `Haile${lettersOf(serial)}`,
    email: `booker-${serial}-${Date.now()}@diner.example`,
    phone: '(612) 555-0190',
    date,
    time: '19:00',
    guests: 4,
    ...overrides,
  };
}

/** A waitlist join for 2 between 6:00 and 8:00 PM on `date`. */
export function waitlistBody(date: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Lulit Tadesse${lettersOf(serial)}`,
    email: `waiting-${serial}-${Date.now()}@diner.example`,
    phone: '(612) 555-0191',
    guests: 2,
    date,
    timeFrom: '18:00',
    timeTo: '20:00',
    ...overrides,
  };
}

/** The API path of the table offer emailed to `email`. */
export async function offerLinkOf(ctx: TestContext, email: string): Promise<string> {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'waitlist-table-open')));
  const token = /\/reservations\/waitlist\/([A-Za-z0-9_-]{32})/.exec(mail?.text ?? '')?.[1];
  expect(token, `an offer email to ${email}`).toBeDefined();
  return `/api/waitlist/offers/${token}`;
}
