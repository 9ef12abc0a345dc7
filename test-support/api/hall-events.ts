import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { addDays, zonedMoment } from '@shared/time';
import type { App } from '../../server/app';
import { eventPackages, mailOutbox } from '../../server/db/schema';
import { lettersOf } from '../names';
import type { TestContext } from './test-app';

/** The Saturday `weeks` weeks after the app's today (in the restaurant's time zone). */
export function saturdayWeeksOut(app: App, weeks: number): string {
  const today = zonedMoment(app.context.timeZone, app.context.now()).date;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((6 - weekday + 7) % 7) + 7 * weeks);
}

/** A client of their own: a name, email and phone number no other test uses. */
export function hallClient(tag = randomUUID().slice(0, 8)) {
  const digits = String(Number.parseInt(tag.slice(0, 6), 16) % 10_000).padStart(4, '0');
  return {
    firstName: 'Selam',
    lastName: `Tadesse ${lettersOf(tag)}`.replace(/\s+$/, ''),
    email: `hall-${tag}@guest.example`,
    phone: `(651) 555-${digits}`,
  };
}

/** The package's row by its name (the seed has Celebration, Traditional Wedding and Corporate). */
export async function eventPackageByName(ctx: TestContext, name: string) {
  const [row] = await ctx.database.db.select().from(eventPackages).where(eq(eventPackages.name, name));
  if (!row) throw new Error(`no event package named ${name}`);
  return row;
}

/**
 * Sends the request form: the Celebration for 120 guests on a Saturday evening `weeks` weeks out
 * (4 by default), by a client of its own, unless `overrides` say otherwise.
 */
export async function requestEvent(app: App, overrides: Record<string, unknown> = {}, { weeks = 4 } = {}) {
  let packageId = overrides.packageId;
  if (packageId === undefined) {
    const packages = await request(app).get('/api/event-packages');
    packageId = (packages.body as { id: number; name: string }[]).find((pkg) => pkg.name === 'Celebration')?.id;
  }
  return request(app)
    .post('/api/event-bookings')
    .send({
      ...hallClient(),
      eventDate: saturdayWeeksOut(app, weeks),
      blocks: ['evening'],
      guestCount: 120,
      language: 'en',
      ...overrides,
      packageId,
    });
}

/** The newest "request received" email to `email`. */
export async function receivedMailTo(ctx: TestContext, email: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'hall-request-received')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no hall request email to ${email}`);
  return mail;
}

/** The path of the confirming link the newest "request received" email to `email` carries: /events/request/<token>. */
export async function confirmLinkFor(ctx: TestContext, email: string): Promise<string> {
  const mail = await receivedMailTo(ctx, email);
  const match = /\/events\/request\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`the email to ${email} has no request link`);
  return match[0];
}
