// Statements per write: the app built in this process on a fresh database of each kind, its
// drizzle statements counted while one booking, then one pickup order, is made at a time. The
// job queue's own statements (pg-boss sending the emails afterwards) are not drizzle's and are
// left out. Printed beside bench:api's rates; held to no target.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_BOOKING_SETTINGS } from '@shared/business-info';
import type { PickupSlotsDto } from '@shared/schemas/ordering';
import { addDays, zonedMoment } from '@shared/time';
import { createApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { loadEnv } from '../../server/env';
import { startMailSink } from './bench';
import { createPostgresDatabase } from './server-process';

const SAMPLES = 20;
const TIME_ZONE = 'America/Chicago';

async function countPerRequest(
  counter: { count: number },
  send: (n: number) => Promise<{ status: number; text: string }>,
): Promise<number> {
  let total = 0;
  for (let n = 0; n < SAMPLES; n += 1) {
    const before = counter.count;
    const res = await send(n);
    if (res.status !== 201) throw new Error(`answered ${res.status}: ${res.text}`);
    total += counter.count - before;
  }
  return total / SAMPLES;
}

async function measure(
  database: DatabaseHandle,
  counter: { count: number },
  smtpUrl: string,
): Promise<{ booking: number; order: number }> {
  await database.migrate();
  await seedDatabase(database.db, { adminUsername: 'owner', adminPassword: 'owner-password-123' });
  const app = createApp({
    database,
    env: loadEnv({ NODE_ENV: 'test', RESTAURANT_TIMEZONE: TIME_ZONE, SMTP_URL: smtpUrl }),
    sessionSecret: randomBytes(32).toString('hex'),
    rateLimits: {
      onlineBookingsPerContactPerDate: 0,
      openPayAtPickupOrdersPerPhone: 0,
      publicWritesPerHour: 0,
      ordersPerAddressPerHour: 0,
    },
  });
  await app.start();
  try {
    const tomorrow = addDays(zonedMoment(TIME_ZONE).date, 1);
    const menu = (await request(app).get('/api/menu-items')).body as {
      id: number;
      orderable: boolean;
      options: { required: boolean }[];
    }[];
    const dish = menu.find((item) => item.orderable && item.options.every((option) => !option.required))!;
    const slots = ((await request(app).get(`/api/ordering/slots?date=${tomorrow}`)).body as PickupSlotsDto).slots;
    const booking = await countPerRequest(counter, (n) =>
      request(app)
        .post('/api/reservations')
        .send({
          firstName: 'Count',
          lastName: 'Diner',
          email: `count${n}@example.com`,
          phone: '(612) 555-0123',
          date: tomorrow,
          time: '17:00',
          guests: DEFAULT_BOOKING_SETTINGS.minPartySize,
        }),
    );
    const order = await countPerRequest(counter, (n) =>
      request(app)
        .post('/api/orders')
        .set('Idempotency-Key', `count-order-${n}-${randomBytes(4).toString('hex')}`)
        .send({
          customerName: 'Count Orderer',
          phone: '(612) 555-0123',
          email: `order${n}@example.com`,
          pickupTime: `${tomorrow}T${slots[n % slots.length]!.time}`,
          items: [{ menuItemId: dish.id, quantity: 1 }],
          paymentMethod: 'pay_at_pickup',
        }),
    );
    return { booking, order };
  } finally {
    // The emails the writes dispatched are sent before the database closes.
    await app.mailer.idle();
    await app.shutdown();
  }
}

/** "statements: a booking 6.0, a pickup order 14.0 (2.33 × a booking's)", on each database. */
export async function benchStatements(): Promise<void> {
  const runs: {
    label: string;
    open: (onQuery: (query: string) => void) => Promise<DatabaseHandle>;
    done?: () => Promise<void>;
  }[] = [{ label: 'Embedded (PGlite)', open: (onQuery) => openDatabase({ dataDir: 'memory://', onQuery }) }];
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  if (process.env.DATABASE_URL) {
    postgres = await createPostgresDatabase(process.env.DATABASE_URL, 'selam_bench_statements');
    const url = postgres.url;
    runs.push({
      label: 'PostgreSQL',
      open: (onQuery) => openDatabase({ databaseUrl: url, dataDir: 'memory://', onQuery }),
      done: () => postgres!.drop(),
    });
  }
  const mailSink = await startMailSink();
  console.log(`\nStatements each write sends through drizzle, the mean of ${SAMPLES} made one at a time:`);
  for (const run of runs) {
    const counter = { count: 0 };
    const database = await run.open(() => {
      counter.count += 1;
    });
    try {
      const { booking, order } = await measure(database, counter, mailSink.url);
      console.log(
        `${run.label}: a booking ${booking.toFixed(1)}, a pickup order ${order.toFixed(1)} (${(order / booking).toFixed(2)} × a booking's)`,
      );
    } finally {
      await database.close();
      await run.done?.();
    }
  }
  await mailSink.close();
}
