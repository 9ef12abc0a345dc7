import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { DEFAULT_ORDERING_SETTINGS, type OrderingSettings, type PlacedOrderDto } from '@shared/schemas/ordering';
import { idempotencyKeys, menuItems, onlineOrderLineOptions, onlineOrderLines, onlineOrders } from '../db/schema';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { withoutSecrets } from '../mail/mailer';
import { changeSettings } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Friday 20 June 2092, noon in Minneapolis (CDT, UTC-5); Fridays are open 11:00 AM to 10:00 PM.
const NOON = new Date('2092-06-20T17:00:00Z');
const TODAY = '2092-06-20';
let clock = NOON;

let ctx: TestContext;
let menu: OrderingMenu;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true },
  );
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = NOON;
  await setOrdering({});
});

const setOrdering = (values: Partial<OrderingSettings>) =>
  changeSettings(ctx.database.db, { [SETTING_KEYS.ordering]: { ...DEFAULT_ORDERING_SETTINGS, ...values } });
const sambusa = (quantity = 1) => [{ menuItemId: menu.sambusa, quantity }];
const wot = (valueIds: number[]) => [
  { menuItemId: menu.wot, quantity: 1, options: [{ optionId: menu.spice.id, valueIds }] },
];
const tokenOf = (res: request.Response) => (res.body as PlacedOrderDto).statusToken;

describe('GET /api/ordering and /api/ordering/slots', () => {
  test('at noon on an open day: ASAP ready in the prep time, the tax rate and the cap', async () => {
    const res = await request(ctx.app).get('/api/ordering').expect(200);
    expect(res.body).toEqual({
      enabled: true,
      acceptingOrders: true,
      reason: null,
      reasonKey: null,
      pausedUntil: null,
      pauseReason: null,
      busy: false,
      prepMinutes: 20,
      daysAhead: 2,
      asapPickupAt: '2092-06-20T17:20:00.000Z',
      taxRate: '9.025',
      maxPayAtPickupTotal: '300.00',
      // This server has no Stripe keys.
      cardPayments: false,
      maxCardTotal: null,
    });
    await setOrdering({ downtownTax: true, enabled: false });
    const off = await request(ctx.app).get('/api/ordering').expect(200);
    expect(off.body).toMatchObject({ enabled: false, acceptingOrders: false, reasonKey: 'off', taxRate: '12.025' });
  });

  test("today's slots start at now plus the prep time and end 15 minutes before closing", async () => {
    const res = await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200);
    const times = (res.body.slots as { time: string }[]).map((slot) => slot.time);
    expect(res.body).toMatchObject({ date: TODAY, open: true, reason: null });
    expect(times[0]).toBe('12:30');
    expect(times.at(-1)).toBe('21:45');
    const tomorrow = await request(ctx.app).get('/api/ordering/slots?date=2092-06-21').expect(200);
    expect(tomorrow.body.slots[0]).toEqual({ time: '11:30', state: 'available' });
  });

  test('a date outside today to daysAhead is a 400 on date at once, 9999-12-31 included', async () => {
    for (const date of ['9999-12-31', '2092-06-19', '2092-06-23', 'soon', '']) {
      const res = await request(ctx.app).get(`/api/ordering/slots?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(res.body.fieldErrors.date).toHaveLength(1);
    }
    expect((await request(ctx.app).get('/api/ordering/slots')).status).toBe(400);
    // A day the month does not have, inside the window's bounds as text.
    clock = new Date('2092-06-30T17:00:00Z');
    expect((await request(ctx.app).get('/api/ordering/slots?date=2092-06-31')).body.fieldErrors.date).toHaveLength(1);
    const order = await postOrder(ctx.app, orderBody('2092-06-31T12:00', sambusa()));
    expect(order.body.fieldErrors.pickupTime).toHaveLength(1);
  });

  test('a manual "closed" ends ASAP and today’s pickups; a manual "open" adds no times outside the hours', async () => {
    await changeSettings(ctx.database.db, {
      [SETTING_KEYS.restaurantMode]: { mode: 'manual', manualStatus: 'closed' },
    });
    try {
      expect((await request(ctx.app).get('/api/ordering').expect(200)).body).toMatchObject({
        acceptingOrders: false,
        reasonKey: 'closed',
        asapPickupAt: null,
      });
      const slots = await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200);
      expect(slots.body).toMatchObject({ open: false, slots: [] });
      const asap = await postOrder(ctx.app, orderBody('asap', sambusa()));
      expect(asap.status).toBe(409);
      const later = await postOrder(ctx.app, orderBody(`${TODAY}T18:00`, sambusa()));
      expect(later.status).toBe(400);
      expect(later.body.fieldErrors.pickupTime).toHaveLength(1);
      expect((await postOrder(ctx.app, orderBody('2092-06-21T18:00', sambusa()))).status).toBe(201);

      await changeSettings(ctx.database.db, {
        [SETTING_KEYS.restaurantMode]: { mode: 'manual', manualStatus: 'open' },
      });
      clock = new Date('2092-06-21T03:30:00Z'); // 10:30 PM, after closing
      expect((await request(ctx.app).get('/api/ordering').expect(200)).body.acceptingOrders).toBe(false);
      expect((await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200)).body.slots).toEqual([]);
    } finally {
      await changeSettings(ctx.database.db, {
        [SETTING_KEYS.restaurantMode]: { mode: 'automatic', manualStatus: null },
      });
    }
  });
});

describe('POST /api/orders/quote', () => {
  test('prices from the menu in cents, options included; a sent price or total is ignored; nothing is stored', async () => {
    const before = (await ctx.database.db.select().from(onlineOrders)).length;
    const res = await request(ctx.app)
      .post('/api/orders/quote')
      .send({
        items: [
          {
            menuItemId: menu.tibs,
            quantity: 2,
            options: [{ optionId: menu.injera.id, valueIds: [menu.injera.teff] }],
            price: '0.01',
            unitPrice: '0.01',
          },
          { menuItemId: menu.sambusa, quantity: 3 },
        ],
        total: '1.00',
        subtotal: '1.00',
      })
      .expect(200);
    // (18.00 + 2.50) × 2 + 9.50 × 3 = 69.50; tax 9.025% = 6.272… → 6.27.
    expect(res.body).toMatchObject({ subtotal: '69.50', tax: '6.27', total: '75.77', pickupAt: null });
    expect(res.body.lines[0]).toMatchObject({
      menuItemId: menu.tibs,
      quantity: 2,
      unitPrice: '20.50',
      lineTotal: '41.00',
      // The required spice level was left out: its default, Medium, is taken.
      options: [
        { name: 'Medium', groupName: 'Spice level' },
        { name: '100% teff', groupName: 'Injera' },
      ],
    });
    const timed = await request(ctx.app)
      .post('/api/orders/quote')
      .send({ items: sambusa(), pickupTime: '2092-06-21T18:00' })
      .expect(200);
    expect(timed.body.pickupAt).toBe('2092-06-21T23:00:00.000Z');
    expect((await ctx.database.db.select().from(onlineOrders)).length).toBe(before);
  });
});

describe('POST /api/orders', () => {
  test('a scheduled order: 201 with the server’s total, accepted at once, and a status link whose token only its hash is kept of', async () => {
    const res = await postOrder(
      ctx.app,
      orderBody('2092-06-21T18:30', [...wot([menu.spice.hot]), ...sambusa(2)], { language: 'am', total: '0.01' }),
    );
    expect(res.status).toBe(201);
    const placed = res.body as PlacedOrderDto;
    expect(placed).toMatchObject({
      status: 'accepted',
      pickupAt: '2092-06-21T23:30:00.000Z',
      subtotal: '35.00',
      tax: '3.16',
      total: '38.16',
      paymentMethod: 'pay_at_pickup',
      paymentStatus: 'pending',
    });
    expect(placed.orderNumber).toMatch(/^\d{4,}$/);
    expect(placed.statusToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(placed.statusUrl).toBe(`https://selam.example/am/order/status/${placed.statusToken}`);
    expect(placed.lines[0]).toMatchObject({
      name: expect.stringContaining('Doro Wot'),
      translations: { am: { name: 'ዶሮ ወጥ' } },
    });

    const [row] = await ctx.database.db
      .select()
      .from(onlineOrders)
      .where(eq(onlineOrders.orderNumber, placed.orderNumber));
    expect(row).toMatchObject({
      pickupDate: '2092-06-21',
      pickupSlot: '18:30',
      pickupAsap: false,
      kitchenLoad: 3,
      taxRate: '9.025',
      language: 'am',
    });
    expect(row!.readyAt?.toISOString()).toBe(placed.pickupAt);
    expect(JSON.stringify(row)).not.toContain(placed.statusToken);
    const lines = await ctx.database.db.select().from(onlineOrderLines).where(eq(onlineOrderLines.orderId, row!.id));
    expect(lines).toHaveLength(2);
    const options = await ctx.database.db
      .select()
      .from(onlineOrderLineOptions)
      .where(eq(onlineOrderLineOptions.lineId, lines[0]!.id));
    expect(options).toMatchObject([{ name: 'Hot', groupName: 'Spice level', valueId: menu.spice.hot }]);

    const status = await request(ctx.app).get(`/api/orders/status/${placed.statusToken}`).expect(200);
    expect(status.body).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'accepted',
      history: [{ status: 'pending' }, { status: 'accepted' }],
      readyAt: placed.pickupAt,
      customerFirstName: 'Abebe',
      total: '38.16',
    });
    expect(JSON.stringify(status.body)).not.toMatch(/555-0170|diner\.example/);
  });

  test('ASAP at noon is ready at 12:20 and counts against the 12:15 slot', async () => {
    const res = await postOrder(ctx.app, orderBody('asap', sambusa()));
    expect(res.status).toBe(201);
    expect(res.body.pickupAt).toBe('2092-06-20T17:20:00.000Z');
    const [row] = await ctx.database.db
      .select()
      .from(onlineOrders)
      .where(eq(onlineOrders.orderNumber, res.body.orderNumber));
    expect(row).toMatchObject({ pickupAsap: true, pickupSlot: '12:15', pickupDate: TODAY });
  });

  test('ASAP at 9:50 PM with a 10 PM close: the last pickup and the last order time, and tomorrow offered', async () => {
    clock = new Date('2092-06-21T02:50:00Z');
    const text = "Today's last pickup is 9:45 PM; we stop taking orders at 9:25 PM. Schedule one for tomorrow?";
    const res = await postOrder(ctx.app, orderBody('asap', sambusa()));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(text);
    expect(res.body.fieldErrors.pickupTime).toEqual([text]);
    expect((await request(ctx.app).get('/api/ordering').expect(200)).body).toMatchObject({
      acceptingOrders: false,
      reason: text,
    });
  });

  test('a pickup in year 10000, past, beyond the window, or outside the hours is a 400 on pickupTime', async () => {
    for (const pickupTime of [
      '10000-01-01T12:00',
      '9999-12-31T12:00',
      '2092-06-19T12:00',
      '2092-06-23T12:00',
      `${TODAY}T12:15`,
      `${TODAY}T22:00`,
      `${TODAY}T12:40`,
    ]) {
      const res = await postOrder(ctx.app, orderBody(pickupTime, sambusa()));
      expect(res.status, pickupTime).toBe(400);
      expect(res.body.fieldErrors.pickupTime, pickupTime).toHaveLength(1);
    }
    const early = await postOrder(ctx.app, orderBody(`${TODAY}T12:15`, sambusa()));
    expect(early.body.message).toBe('We cannot have an order ready at 12:15 PM; the nearest pickup time is 12:30 PM');
  });

  test('a daylight-saving day: noon on the Sunday clocks fall back is 18:00 UTC, not 17:00', async () => {
    clock = new Date('2092-11-01T17:00:00Z'); // Saturday noon, CDT
    const res = await postOrder(ctx.app, orderBody('2092-11-02T12:00', sambusa()));
    expect(res.status).toBe(201);
    expect(res.body.pickupAt).toBe('2092-11-02T18:00:00.000Z');
  });

  test('a dish unavailable, sold out today, deleted or not for pickup is refused by name, line by line', async () => {
    const [gone] = await ctx.database.db
      .insert(menuItems)
      .values({ name: 'Gone', description: 'x', price: '5.00', category: 'Ordering tests' })
      .returning();
    await ctx.database.db.delete(menuItems).where(eq(menuItems.id, gone!.id));
    const res = await postOrder(
      ctx.app,
      orderBody(`${TODAY}T18:00`, [
        { menuItemId: menu.unavailable, quantity: 1 },
        { menuItemId: menu.soldOut, quantity: 1 },
        { menuItemId: gone!.id, quantity: 1 },
        { menuItemId: menu.tej, quantity: 1 },
        { menuItemId: menu.sambusa, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      'items.0.menuItemId': [`${menu.names.unavailable} is not available right now`],
      'items.1.menuItemId': [`${menu.names.soldOut} is sold out today`],
      'items.2.menuItemId': ['A dish in your cart is no longer on our menu; please remove it'],
      'items.3.menuItemId': [`${menu.names.tej} cannot be ordered for pickup`],
    });
    // Sold out yesterday orders again today.
    clock = new Date('2092-06-21T17:00:00Z');
    expect(
      (await postOrder(ctx.app, orderBody('2092-06-21T18:00', [{ menuItemId: menu.soldOut, quantity: 1 }]))).status,
    ).toBe(201);
  });

  test('options: a required group left out, too many, too few, a value of another group or dish, a group of another dish', async () => {
    const cases: [unknown[], RegExp][] = [
      [[{ menuItemId: menu.wot, quantity: 1 }], /at least 1 for Spice level/],
      [wot([menu.spice.mild, menu.spice.hot]), /at most 1 for Spice level/],
      [
        [
          {
            menuItemId: menu.combo,
            quantity: 1,
            options: [{ optionId: menu.veggies.id, valueIds: menu.veggies.values.slice(0, 3) }],
          },
        ],
        /at most 2/,
      ],
      [
        [
          {
            menuItemId: menu.combo,
            quantity: 1,
            options: [{ optionId: menu.veggies.id, valueIds: [menu.veggies.values[0]] }],
          },
        ],
        /at least 2/,
      ],
      [wot([menu.tibsSpice.medium]), /not offered for Doro Wot/],
      [
        [{ menuItemId: menu.wot, quantity: 1, options: [{ optionId: menu.injera.id, valueIds: [menu.injera.teff] }] }],
        /not offered/,
      ],
    ];
    for (const [items, message] of cases) {
      const res = await postOrder(ctx.app, orderBody(`${TODAY}T18:00`, items));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors['items.0.options'][0]).toMatch(message);
    }
    const combo = [
      {
        menuItemId: menu.combo,
        quantity: 1,
        options: [{ optionId: menu.veggies.id, valueIds: menu.veggies.values.slice(1, 3) }],
      },
    ];
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T18:00`, combo))).status).toBe(201);
  });

  test('a differing expectedTotal is 409 PRICE_CHANGED with the new quote; the right one orders', async () => {
    const changed = await postOrder(ctx.app, orderBody(`${TODAY}T19:00`, sambusa(2), { expectedTotal: '19.00' }));
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'PRICE_CHANGED',
      quote: { subtotal: '19.00', tax: '1.71', total: '20.71' },
    });
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T19:00`, sambusa(2), { expectedTotal: '20.71' }))).status).toBe(
      201,
    );
  });

  test('ordering switched off is a 409; a name, phone or payment method wrong is a 400 on that field', async () => {
    await setOrdering({ enabled: false });
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T18:00`, sambusa()))).body.code).toBe('FEATURE_DISABLED');
    await setOrdering({});
    const bad = await postOrder(
      ctx.app,
      orderBody(`${TODAY}T18:00`, sambusa(), { customerName: '', phone: '12', paymentMethod: 'cash' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['customerName', 'paymentMethod', 'phone']);
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T18:00`, sambusa(), { website: 'http://spam' }))).status).toBe(
      400,
    );
  });

  test('hostile text in the note and instructions is stored and answered as the text it is', async () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const res = await postOrder(
      ctx.app,
      orderBody(`${TODAY}T18:00`, [{ menuItemId: menu.sambusa, quantity: 1, note: hostile }], {
        specialInstructions: hostile,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.lines[0].note).toBe(hostile);
    const [row] = await ctx.database.db
      .select()
      .from(onlineOrders)
      .where(eq(onlineOrders.orderNumber, res.body.orderNumber));
    expect(row!.specialInstructions).toBe(hostile);
  });
});

describe('capacity', () => {
  test('a full slot is 409 FULLY_BOOKED naming the nearest times with room, and shows as full', async () => {
    const platters = (quantity: number) => [{ menuItemId: menu.platter, quantity }];
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T15:00`, platters(4)))).status).toBe(201);
    const full = await postOrder(ctx.app, orderBody(`${TODAY}T15:00`, sambusa()));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('FULLY_BOOKED');
    expect(full.body.fieldErrors.pickupTime).toEqual(['3:00 PM is fully booked; 2:45 PM and 3:15 PM have room']);
    const slots = await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200);
    expect(slots.body.slots).toContainEqual({ time: '15:00', state: 'full' });
  });

  test('pending orders count; a cancelled one gives its room back', async () => {
    await setOrdering({ autoAccept: false });
    const big = await postOrder(ctx.app, orderBody(`${TODAY}T16:00`, [{ menuItemId: menu.platter, quantity: 4 }]));
    expect(big.body.status).toBe('pending');
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T16:00`, sambusa()))).status).toBe(409);
    await request(ctx.app)
      .post(`/api/orders/status/${tokenOf(big)}/cancel`)
      .expect(200);
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T16:00`, sambusa()))).status).toBe(201);
  });

  test('ASAP takes the first slot from its ready time with room', async () => {
    clock = new Date('2092-06-20T23:00:00Z'); // 6:00 PM: ready 6:20, slot 6:15
    await ctx.database.db.insert(onlineOrders).values({
      orderNumber: `T-${randomUUID()}`,
      customerName: 'Full Slot',
      phone: '(612) 555-0199',
      orderType: 'pickup',
      items: '12x Sambusa',
      subtotal: '0.00',
      tax: '0.00',
      total: '0.00',
      pickupDate: TODAY,
      pickupSlot: '18:15',
      kitchenLoad: 12,
    });
    const res = await postOrder(ctx.app, orderBody('asap', sambusa()));
    expect(res.status).toBe(201);
    expect(res.body.pickupAt).toBe('2092-06-20T23:30:00.000Z');
  });
});

describe('the status link', () => {
  test('cancel: 200 while pending and again once cancelled, 409 once accepted; unknown tokens 404', async () => {
    await setOrdering({ autoAccept: false });
    const pending = await postOrder(ctx.app, orderBody(`${TODAY}T17:00`, sambusa()));
    expect(pending.body.status).toBe('pending');
    const first = await request(ctx.app)
      .post(`/api/orders/status/${tokenOf(pending)}/cancel`)
      .expect(200);
    expect(first.body).toMatchObject({
      status: 'cancelled',
      history: [{ status: 'pending' }, { status: 'cancelled' }],
    });
    await request(ctx.app)
      .post(`/api/orders/status/${tokenOf(pending)}/cancel`)
      .expect(200);

    await setOrdering({ autoAccept: true });
    const accepted = await postOrder(ctx.app, orderBody(`${TODAY}T17:00`, sambusa()));
    const tooLate = await request(ctx.app).post(`/api/orders/status/${tokenOf(accepted)}/cancel`);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(
      'The kitchen has already started on this order; please call us at (612) 555-0147 to change it',
    );
    const rejected = await postOrder(ctx.app, orderBody(`${TODAY}T17:00`, sambusa()));
    await ctx.database.db
      .update(onlineOrders)
      .set({ status: 'rejected' })
      .where(eq(onlineOrders.orderNumber, rejected.body.orderNumber));
    const ended = await request(ctx.app).post(`/api/orders/status/${tokenOf(rejected)}/cancel`);
    expect([ended.status, ended.body.message]).toEqual([409, 'This order can no longer be cancelled']);

    for (const token of ['x', 'A'.repeat(32), `${tokenOf(accepted)}x`]) {
      expect((await request(ctx.app).get(`/api/orders/status/${token}`)).status).toBe(404);
      expect((await request(ctx.app).post(`/api/orders/status/${token}/cancel`)).status).toBe(404);
    }
  });
});

describe('Idempotency-Key', () => {
  test('required, 8 to 100 characters', async () => {
    const body = orderBody(`${TODAY}T18:00`, sambusa());
    const without = await request(ctx.app).post('/api/orders').send(body);
    expect(without.status).toBe(400);
    expect(without.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await postOrder(ctx.app, body, 'short')).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await postOrder(ctx.app, body, 'k'.repeat(101))).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  test('the same key and body answer the same order and token; another body is 409; the nightly clean-up forgets a day-old key', async () => {
    const key = randomUUID();
    const body = orderBody(`${TODAY}T18:00`, sambusa());
    const first = await postOrder(ctx.app, body, key);
    const again = await postOrder(ctx.app, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Even once ordering is switched off, a retry gets the order it made.
    await setOrdering({ enabled: false });
    expect((await postOrder(ctx.app, body, key)).body).toEqual(first.body);
    await setOrdering({});
    expect((await postOrder(ctx.app, { ...body, customerName: 'Someone Else' }, key)).status).toBe(409);
    // A refused order keeps no key: the same key may be sent again once fixed.
    const failedKey = randomUUID();
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T18:00`, []), failedKey)).status).toBe(400);
    expect((await postOrder(ctx.app, body, failedKey)).status).toBe(201);

    const counts = await ctx.app.nightlyCleanUp(new Date(NOON.getTime() + 25 * 3_600_000));
    expect(counts.idempotencyKeys).toBeGreaterThanOrEqual(2);
    expect(await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

test('an email kept as a record holds no status token, in any language', () => {
  const link = 'https://selam.example/am/order/status/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  expect(withoutSecrets({ text: `Your order: ${link}`, html: `<a href="${link}">Order</a>` })).toEqual({
    text: 'Your order: https://selam.example/am/order/status/(removed)',
    html: '<a href="https://selam.example/am/order/status/(removed)">Order</a>',
    attachments: null,
  });
});
