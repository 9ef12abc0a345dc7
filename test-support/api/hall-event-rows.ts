import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { estimateLines, eventTotals, type EventBookingStatus, type HallBlock } from '@shared/hall-events';
import { DEFAULT_HALL_SETTINGS } from '@shared/schemas/hall-events';
import type { Database } from '../../server/db/client';
import {
  eventBookings,
  eventPackages,
  hallBlockClaims,
  mailOutbox,
  type EventPackageCopy,
} from '../../server/db/schema';
import { lettersOf } from '../names';

/** The seeded Celebration package's copy as a request keeps it (one block, 20–150 guests, $500 + $45). */
export async function celebrationCopy(db: Database): Promise<{ id: number | null; copy: EventPackageCopy }> {
  const [pkg] = await db.select().from(eventPackages).where(eq(eventPackages.name, 'Celebration'));
  const copy: EventPackageCopy = {
    name: 'Celebration',
    nameAm: pkg?.translations.am?.name ?? 'ክብረ በዓል',
    basePriceCents: 50_000,
    pricePerPersonCents: 4_500,
    rentalTaxable: false,
    minGuests: 20,
    maxGuests: 150,
    setupTime: 30,
    duration: 180,
    cleanupTime: 30,
  };
  return { id: pkg?.id ?? null, copy };
}

export interface EventRowOptions {
  eventDate: string;
  blocks?: HallBlock[];
  guestCount?: number;
  status?: EventBookingStatus;
  language?: 'en' | 'am';
  firstName?: string;
  lastName?: string;
  email?: string;
  specialRequests?: string | null;
  holdExpiresAt?: Date | null;
  createdAt?: Date;
}

/**
 * A hall event written straight into the database, as a public request leaves it: the row with
 * the Celebration's prices and the estimate, and its block claims. Answers the row.
 */
export async function insertEventRow(db: Database, options: EventRowOptions) {
  const { id: packageId, copy } = await celebrationCopy(db);
  const tag = randomUUID().slice(0, 8);
  const guestCount = options.guestCount ?? 120;
  const blocks = options.blocks ?? ['evening'];
  const totals = eventTotals(
    estimateLines({
      basePriceCents: copy.basePriceCents,
      pricePerPersonCents: copy.pricePerPersonCents,
      rentalTaxable: copy.rentalTaxable,
      guestCount,
      addOns: [],
    }),
    DEFAULT_HALL_SETTINGS.depositPercent,
  );
  const times = DEFAULT_HALL_SETTINGS.blocks;
  const [row] = await db
    .insert(eventBookings)
    .values({
      packageId,
      packageCopy: copy,
      firstName: options.firstName ?? `Selam ${lettersOf(tag)}`,
      lastName: options.lastName ?? 'Bekele',
      email: options.email ?? `selam-${tag}@family.example`,
      phone: '(651) 555-0142',
      eventDate: options.eventDate,
      blocks,
      startTime: times[blocks[0]!].start,
      endTime: times[blocks[blocks.length - 1]!].end,
      guestCount,
      specialRequests: options.specialRequests ?? null,
      language: options.language ?? 'en',
      status: options.status ?? 'tentative',
      holdExpiresAt: options.holdExpiresAt ?? null,
      estimateSubtotalCents: totals.subtotalCents,
      estimateTaxCents: totals.taxCents,
      estimateTotalCents: totals.totalCents,
      estimateDepositCents: totals.depositCents,
      ...(options.createdAt && { createdAt: options.createdAt, updatedAt: options.createdAt }),
    })
    .returning();
  await db
    .insert(hallBlockClaims)
    .values(blocks.map((block) => ({ eventDate: options.eventDate, block, bookingId: row!.id })));
  return row!;
}

export async function eventRow(db: Database, id: number) {
  const [row] = await db.select().from(eventBookings).where(eq(eventBookings.id, id));
  return row!;
}

export async function claimsOf(db: Database, id: number) {
  return db.select().from(hallBlockClaims).where(eq(hallBlockClaims.bookingId, id));
}

/** The emails of one kind to one address, newest first. */
export async function mailsTo(db: Database, to: string, kind?: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
}

/** The token of the newest client page link emailed to `to` (the outbox keeps it while the email is only logged). */
export async function proposalTokenFrom(db: Database, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.text, '%/events/proposal/%')))
    .orderBy(desc(mailOutbox.id));
  const token = /\/events\/proposal\/([A-Za-z0-9_-]{32})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no proposal link emailed to ${to}`);
  return token;
}
