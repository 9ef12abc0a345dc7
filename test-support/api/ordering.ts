import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import type { Database } from '../../server/db/client';
import { menuItemOptions, menuItemOptionValues, menuItems } from '../../server/db/schema';

/** A test's own dishes for pickup orders, with the option groups the checks need. */
export interface OrderingMenu {
  /** $16.00, load 1; a required spice level without a default (Mild, Medium, Hot). */
  wot: number;
  spice: { id: number; mild: number; hot: number };
  /** $18.00, load 2; spice level required with Medium as default; injera optional, 100% teff +$2.50. */
  tibs: number;
  tibsSpice: { id: number; medium: number };
  injera: { id: number; teff: number };
  /** $15.00; choose exactly 2 of 4 vegetables (Misir, Gomen, Atkilt, Shiro). */
  combo: number;
  veggies: { id: number; values: number[] };
  /** $9.50, load 1, no options. */
  sambusa: number;
  /** $48.00, load 3 (the family platter). */
  platter: number;
  /** Not offered for pickup. */
  tej: number;
  /** Switched off on the menu. */
  unavailable: number;
  /** Marked sold out on `today`. */
  soldOut: number;
  names: Record<'tej' | 'unavailable' | 'soldOut', string>;
}

export async function seedDish(
  db: Database,
  values: Partial<typeof menuItems.$inferInsert> & { name: string; price: string },
) {
  const [row] = await db
    .insert(menuItems)
    .values({ description: 'Made for the ordering tests', category: 'Ordering tests', ...values })
    .returning({ id: menuItems.id });
  return row!.id;
}

async function group(
  db: Database,
  menuItemId: number,
  name: string,
  min: number,
  max: number,
  values: [string, string, boolean][],
) {
  const [option] = await db
    .insert(menuItemOptions)
    .values({ menuItemId, name, minChoices: min, maxChoices: max, translations: { am: { name: `${name} (am)` } } })
    .returning({ id: menuItemOptions.id });
  const rows = await db
    .insert(menuItemOptionValues)
    .values(
      values.map(([valueName, priceDelta, isDefault], position) => ({
        optionId: option!.id,
        position,
        name: valueName,
        priceDelta,
        isDefault,
      })),
    )
    .returning({ id: menuItemOptionValues.id });
  return { id: option!.id, values: rows.map((row) => row.id) };
}

/** Dishes with unique names, so test files sharing a database never meet. */
export async function seedOrderingMenu(db: Database, today: string): Promise<OrderingMenu> {
  const tag = randomUUID().slice(0, 6);
  const wot = await seedDish(db, { name: `Doro Wot ${tag}`, price: '16.00', translations: { am: { name: 'ዶሮ ወጥ' } } });
  const spice = await group(db, wot, 'Spice level', 1, 1, [
    ['Mild', '0.00', false],
    ['Medium', '0.00', false],
    ['Hot', '0.00', false],
  ]);
  const tibs = await seedDish(db, { name: `Tibs ${tag}`, price: '18.00', kitchenLoad: 2 });
  const tibsSpice = await group(db, tibs, 'Spice level', 1, 1, [
    ['Mild', '0.00', false],
    ['Medium', '0.00', true],
  ]);
  const injera = await group(db, tibs, 'Injera', 0, 1, [['100% teff', '2.50', false]]);
  const combo = await seedDish(db, { name: `Veggie Combination ${tag}`, price: '15.00' });
  const veggies = await group(db, combo, 'Vegetables', 2, 2, [
    ['Misir', '0.00', false],
    ['Gomen', '0.00', false],
    ['Atkilt', '0.00', false],
    ['Shiro', '0.00', false],
  ]);
  const names = { tej: `Tej ${tag}`, unavailable: `Kitfo ${tag}`, soldOut: `Shiro ${tag}` };
  return {
    wot,
    spice: { id: spice.id, mild: spice.values[0]!, hot: spice.values[2]! },
    tibs,
    tibsSpice: { id: tibsSpice.id, medium: tibsSpice.values[1]! },
    injera: { id: injera.id, teff: injera.values[0]! },
    combo,
    veggies,
    sambusa: await seedDish(db, { name: `Sambusa ${tag}`, price: '9.50' }),
    platter: await seedDish(db, { name: `Family Platter ${tag}`, price: '48.00', kitchenLoad: 3 }),
    tej: await seedDish(db, { name: names.tej, price: '8.00', orderableOnline: false }),
    unavailable: await seedDish(db, { name: names.unavailable, price: '19.00', available: false }),
    soldOut: await seedDish(db, { name: names.soldOut, price: '14.00', soldOutOn: today }),
    names,
  };
}

export type OrderBody = Record<string, unknown>;

/** A diner's order of one sambusa for `pickupTime`, with any fields replaced. */
export function orderBody(pickupTime: string, items: unknown[], overrides: OrderBody = {}): OrderBody {
  return {
    customerName: 'Abebe Girma',
    phone: '(612) 555-0170',
    email: 'abebe@diner.example',
    pickupTime,
    items,
    paymentMethod: 'pay_at_pickup',
    ...overrides,
  };
}

/** POST /api/orders with a new Idempotency-Key unless one is given. */
export function postOrder(app: Express, body: OrderBody, key: string = randomUUID()) {
  return request(app).post('/api/orders').set('Idempotency-Key', key).send(body);
}
