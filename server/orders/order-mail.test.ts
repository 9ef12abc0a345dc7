import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO, SETTING_KEYS } from '@shared/business-info';
import { mailOutbox, type onlineOrders } from '../db/schema';
import { invalidateSettings, writeSetting } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { insertTestOrder } from '../../test-support/api/orders';
import { startSmtpReceiver, type SmtpReceiver } from '../../test-support/api/smtp-receiver';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';
import { queueOrderMail, type OrderMailEvent } from './order-mail';

const PUBLIC_URL = 'https://selam.example';
// Thursday 14 May 2093, 11:00 AM in Minneapolis.
const NOW = new Date('2093-05-14T16:00:00Z');
const RESTAURANT_INBOX = DEFAULT_BUSINESS_INFO.email;

// The restaurant's language is a setting: a database of this file's own.
let ctx: TestContext;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestContext(
    { SMTP_URL: smtp.url, PUBLIC_URL, RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => NOW, isolatedDatabase: true, rateLimits: { publicFormMailPerRecipientPerHour: 2 } },
  );
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const db = () => ctx.database.db;
let serial = 0;
const newOrder = (fields: Parameters<typeof insertTestOrder>[1] = {}) => {
  serial += 1;
  return insertTestOrder(db(), {
    pickupAt: new Date('2093-05-14T23:30:00Z'),
    pickupDate: '2093-05-14',
    pickupSlot: '18:30',
    email: `orders-${serial}-${Date.now()}@diner.example`,
    createdAt: NOW,
    ...fields,
  });
};

/** What placing an order does with its emails: queued in its transaction, delivered once committed. */
async function placed(order: typeof onlineOrders.$inferSelect, event: OrderMailEvent = 'received') {
  const queued = await db().transaction((tx) =>
    queueOrderMail(ctx.app.context, tx, order, event, `${PUBLIC_URL}/order/status/token-${order.id}`),
  );
  ctx.app.mailer.dispatch(queued);
  return queued;
}

/** The delivered emails of `kind` to `to`, as a mail program reads them. */
async function delivered(to: string, kind: string): Promise<ParsedMail[]> {
  await mailSettled(ctx.app);
  const ids = (
    await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
  ).map((row) => row.id);
  const parsed = await Promise.all(
    smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)),
  );
  return parsed.filter((mail) => ids.some((id) => mail.messageId?.startsWith(`<outbox-${id}.`)));
}

describe('the emails of an order, as delivered', () => {
  test('received goes to the diner with the status link, and an alert to the restaurant; each status change follows', async () => {
    const order = await newOrder({ specialInstructions: 'Call when outside' });
    await placed(order);
    const [received] = await delivered(order.email!, 'order-received');
    expect(received!.subject).toBe(`Selam Ethiopian Restaurant: we received your order ${order.orderNumber}`);
    expect(received!.text).toContain(`Follow your order: ${PUBLIC_URL}/order/status/token-${order.id}`);
    expect(received!.text).toContain('2 × Doro Wot');
    expect(received!.text).toContain('$46.34');
    expect(received!.text).not.toContain('Call when outside');
    expect(received!.html).toContain(`href="${PUBLIC_URL}/order/status/token-${order.id}"`);

    const alerts = await delivered(RESTAURANT_INBOX, 'order-alert');
    const alert = alerts.find((mail) => mail.subject?.includes(order.orderNumber));
    expect(alert!.subject).toBe(`New pickup order ${order.orderNumber}: $46.34, 6:30 PM`);
    expect(alert!.text).toContain('Call when outside');
    expect(alert!.text).toContain(order.phone);

    const { agent } = await signInAs(ctx, 'staff');
    const move = (body: object) => agent.post(`/api/admin/online-orders/${order.id}/status`).send(body);
    expect((await move({ status: 'accepted' })).status).toBe(200);
    expect((await move({ status: 'ready' })).status).toBe(200);
    const [accepted] = await delivered(order.email!, 'order-accepted');
    expect(accepted!.subject).toBe(`Selam Ethiopian Restaurant: your order ${order.orderNumber} is accepted`);
    expect(accepted!.text).toContain('It will be ready at 6:30 PM.');
    const [ready] = await delivered(order.email!, 'order-ready');
    expect(ready!.subject).toBe(`Selam Ethiopian Restaurant: your order ${order.orderNumber} is ready`);
    expect(ready!.text).toContain('2418 Riverside Avenue');
  });

  test('rejected and cancelled, in Amharic, carry the reason, escaped in the HTML', async () => {
    const { agent } = await signInAs(ctx, 'manager');
    const rejected = await newOrder({ language: 'am' });
    const cancelled = await newOrder({ language: 'am', status: 'accepted' });
    const reason = '<b>Out</b> of "injera" & tibs';
    await agent.post(`/api/admin/online-orders/${rejected.id}/status`).send({ status: 'rejected', reason });
    await agent.post(`/api/admin/online-orders/${cancelled.id}/status`).send({ status: 'cancelled', reason });
    const [no] = await delivered(rejected.email!, 'order-rejected');
    expect(no!.subject).toBe(`Selam Ethiopian Restaurant: ይቅርታ፣ ትዕዛዝዎን ${rejected.orderNumber} ማዘጋጀት አንችልም`);
    const [off] = await delivered(cancelled.email!, 'order-cancelled');
    expect(off!.subject).toBe(`Selam Ethiopian Restaurant: ትዕዛዝዎ ${cancelled.orderNumber} ተሰርዟል`);
    for (const mail of [no!, off!]) {
      expect(mail.text!.replace(/ +/g, ' ')).toContain(`ምክንያት: ${reason}`);
      expect(mail.html).toContain('&lt;b&gt;Out&lt;/b&gt; of &quot;injera&quot; &amp; tibs');
      expect(mail.html).not.toContain('<b>Out');
    }
  });

  test("only received counts against the address's hourly limit: the third order's is kept back, its later emails are not", async () => {
    const email = `limited-${Date.now()}@diner.example`;
    const orders = [await newOrder({ email }), await newOrder({ email }), await newOrder({ email })];
    for (const order of orders) await placed(order);
    await mailSettled(ctx.app);
    const rows = await db()
      .select({ kind: mailOutbox.kind, status: mailOutbox.status, fromPublicForm: mailOutbox.fromPublicForm })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.id);
    expect(rows).toEqual([
      { kind: 'order-received', status: 'sent', fromPublicForm: true },
      { kind: 'order-received', status: 'sent', fromPublicForm: true },
      { kind: 'order-received', status: 'suppressed', fromPublicForm: true },
    ]);
    // The restaurant heard of all three.
    const alerts = await delivered(RESTAURANT_INBOX, 'order-alert');
    for (const order of orders) expect(alerts.some((mail) => mail.subject?.includes(order.orderNumber))).toBe(true);

    const { agent } = await signInAs(ctx, 'staff');
    for (const order of orders)
      await agent.post(`/api/admin/online-orders/${order.id}/status`).send({ status: 'accepted' });
    expect(await delivered(email, 'order-accepted')).toHaveLength(3);
  });

  test("the alert is in the restaurant's language, whatever the diner's", async () => {
    await writeSetting(db(), SETTING_KEYS.restaurantLanguage, 'am');
    invalidateSettings(db());
    try {
      const order = await newOrder({ language: 'en' });
      await placed(order);
      const alert = (await delivered(RESTAURANT_INBOX, 'order-alert')).find((mail) =>
        mail.subject?.includes(order.orderNumber),
      );
      expect(alert!.subject).toBe(`አዲስ የመውሰጃ ትዕዛዝ ${order.orderNumber}፦ $46.34፣ 6:30 ከሰዓት`);
      const [received] = await delivered(order.email!, 'order-received');
      expect(received!.subject).toBe(`Selam Ethiopian Restaurant: we received your order ${order.orderNumber}`);
    } finally {
      await writeSetting(db(), SETTING_KEYS.restaurantLanguage, 'en');
      invalidateSettings(db());
    }
  });

  test('an order taken by phone without an email sends nothing, not even the alert', async () => {
    const order = await newOrder({ email: null, source: 'phone' });
    expect(await placed(order)).toEqual([]);
  });
});
