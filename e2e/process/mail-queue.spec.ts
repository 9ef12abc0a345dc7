import pg from 'pg';
import PgBoss from 'pg-boss';
import { zonedMoment } from '@shared/time';
import { expect, test } from '../support/server-process';
import { startSmtpReceiver, type SmtpReceiver } from '../../test-support/api/smtp-receiver';

const QUEUED = 50;
/** Messages the mail server has taken before the first server is killed. */
const KILL_AFTER = 10;

// Two app processes share one PostgreSQL database and its job queue; the embedded database
// allows one process only, so this runs on PostgreSQL.
test.use({ driver: 'postgres' });

test('two servers deliver 50 queued emails and a reminder; a SIGKILL of one in the middle loses none', async ({
  launch,
  store,
}) => {
  // Past the mail job's expiry, the queue's maintenance and the retry's wait (shortened below).
  test.setTimeout(180_000);
  // A slow mail server keeps deliveries in flight when the kill lands.
  const smtp: SmtpReceiver = await startSmtpReceiver(undefined, 800);
  const db = new pg.Client({ connectionString: store.databaseUrl });
  try {
    // A cut-short delivery expires after six SMTP time-outs (18 seconds here instead of 90), the
    // queue's maintenance finds it within 5 seconds (instead of 30), and it is retried after the
    // first retry wait (5 seconds instead of 2 minutes).
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Selam <no-reply@selam.example>',
      PUBLIC_URL: 'https://selam.example',
      SMTP_TIMEOUT_SECONDS: '3',
      JOB_MAINTENANCE_SECONDS: '5',
      MAIL_RETRY_DELAY_SECONDS: '5',
    };
    // A first start creates the tables and the job queue's schema; it stops before the mail is due.
    await (await launch(env)).stop();
    await db.connect();

    const expected = new Set<number>();
    for (let n = 0; n < QUEUED; n += 1) {
      const { rows } = await db.query<{ id: number }>(
        `insert into mail_outbox (kind, "to", subject, text) values ('catering-quote', $1, $2, 'Your quote') returning id`,
        [`client-${n}@diner.example`, `Quote ${n}`],
      );
      expected.add(rows[0]!.id);
    }
    // A booking made days ago for three hours from now: its 24-hour reminder is due.
    const start = zonedMoment('America/Chicago', new Date(Date.now() + 3 * 3_600_000));
    await db.query(
      `insert into reservations (first_name, last_name, email, phone, date, time, guests, status, created_at)
       values ('Hanna', 'Reminder', 'hanna@diner.example', '(612) 555-0101', $1, $2, 2, 'confirmed', now() - interval '3 days')`,
      [start.date, start.time],
    );
    const boss = new PgBoss({
      connectionString: store.databaseUrl,
      schema: 'jobs',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      // Two emails a job, as a booking's transaction queues its diner's and the restaurant's.
      const ids = [...expected];
      await boss.insert(
        ids.flatMap((id, index) =>
          index % 2 === 0 ? [{ name: 'mail', data: { outboxIds: ids.slice(index, index + 2) } }] : [],
        ),
      );
      // Both processes scan for due reminders at the same moment.
      await boss.insert([
        { name: 'booking-reminders', data: {} },
        { name: 'booking-reminders', data: {} },
      ]);
    } finally {
      await boss.stop({ graceful: false });
    }

    // The two servers sign their mail with their own name (the same address, so the same
    // Message-IDs): the receiver then says which server is delivering.
    const servers = await Promise.all(
      ['A', 'B'].map((name) => launch({ ...env, MAIL_FROM: `Selam ${name} <no-reply@selam.example>` })),
    );
    const senderOf = (raw: string) => {
      const name = /^From: Selam ([AB]) </m.exec(raw)?.[1];
      if (!name) throw new Error(`a message without a server name: ${raw.slice(0, 300)}`);
      return name === 'A' ? 0 : 1;
    };
    // Each server's workers take batches of jobs and send them one after another; the mail server
    // takes 800 ms to answer each message. A server whose message has just arrived is waiting for
    // that answer: the kill lands on a delivery in flight.
    await expect
      .poll(() => smtp.received.length, { timeout: 60_000, intervals: [20] })
      .toBeGreaterThanOrEqual(KILL_AFTER);
    const victim = servers[senderOf(smtp.received.at(-1)!.raw)]!;
    const survivor = servers.find((server) => server !== victim)!;
    expect(await victim.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    test.info().annotations.push({ type: 'at the kill', description: `${smtp.received.length} received` });

    const { rows: reminder } = await db.query<{ id: number }>(
      `select id from mail_outbox where kind = 'reservation-reminder'`,
    );
    expect(reminder, 'one reminder, however many scans ran').toHaveLength(1);
    expected.add(reminder[0]!.id);

    const messageIdOf = (raw: string) => /^Message-ID:\s*<outbox-(\d+)\.\d+@selam\.example>/im.exec(raw)?.[1];
    const delivered = () => new Set(smtp.received.map((mail) => Number(messageIdOf(mail.raw))));
    // The survivor delivers the rest, and the dead server's cut-off deliveries once they expire.
    await expect.poll(() => delivered().size, { timeout: 120_000, intervals: [1000] }).toBe(QUEUED + 1);
    expect([...delivered()].sort()).toEqual([...expected].sort());
    // A duplicate can only be a resend of a message in flight at the kill: the same Message-ID.
    expect(smtp.received.every((mail) => messageIdOf(mail.raw) !== undefined)).toBe(true);
    // Every row ends up sent. Those the dead server had handed over without hearing back stay
    // queued until their job expires and its retry is due, then the survivor sends them again.
    await expect
      .poll(
        async () => (await db.query(`select count(*)::int as n from mail_outbox where status = 'sent'`)).rows[0].n,
        {
          timeout: 120_000,
          intervals: [1000],
        },
      )
      .toBe(QUEUED + 1);
    // The first server's cut-off deliveries expired and were taken again.
    const { rows: retried } = await db.query<{ n: number }>(
      `select count(*)::int as n from jobs.job where name = 'mail' and retry_count > 0`,
    );
    expect(retried[0]!.n).toBeGreaterThan(0);
    const copies = new Map<string, number>();
    for (const mail of smtp.received) copies.set(messageIdOf(mail.raw)!, (copies.get(messageIdOf(mail.raw)!) ?? 0) + 1);
    const resent = [...copies.values()].filter((count) => count > 1);
    expect(
      resent.every((count) => count === 2),
      'a message is sent again at most once',
    ).toBe(true);
    expect(resent.length).toBeLessThanOrEqual(retried[0]!.n);
    test.info().annotations.push({
      type: 'deliveries',
      description: `${smtp.received.length} messages received for ${QUEUED + 1} emails: ${resent.length} sent again after the kill`,
    });
    await survivor.stop();
  } finally {
    await db.end().catch(() => undefined);
    await smtp.close();
  }
});
