// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ORDERING } from '@shared/ordering-constants';
import { orderItems, type NewCartLine } from './cart-line';
import { CART_STORAGE_KEY } from './cart-presence';

const doroWot: NewCartLine = {
  menuItemId: 7,
  name: 'Doro Wot',
  translations: { am: { name: 'ዶሮ ወጥ' } },
  price: '19.95',
  quantity: 1,
  choices: [
    { optionId: 3, valueId: 32, name: 'Medium', translations: {}, priceDelta: '0.00' },
    { optionId: 4, valueId: 41, name: '100% teff injera', translations: {}, priceDelta: '2.00' },
  ],
  note: '',
};

// Each test reads the store anew, as a page load does.
const loadStore = () => import('./cart-store');

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the cart', () => {
  test('the same dish with the same choices and note adds to its line; another note is a line of its own', async () => {
    const store = await loadStore();
    store.addToCart(doroWot);
    store.addToCart({ ...doroWot, quantity: 2 });
    store.addToCart({ ...doroWot, note: 'extra injera' });
    const cart = store.readCart();
    expect(cart.lines.map((line) => [line.quantity, line.note])).toEqual([
      [3, ''],
      [1, 'extra injera'],
    ]);
    expect(cart.count).toBe(4);
    // 19.95 + 2.00 for teff injera, four portions.
    expect(cart.estimateCents).toBe(4 * 2195);
  });

  test('a line holds 1 to 20 portions', async () => {
    const store = await loadStore();
    store.addToCart({ ...doroWot, quantity: 19 });
    store.addToCart({ ...doroWot, quantity: 5 });
    const [line] = store.readCart().lines;
    expect(line!.quantity).toBe(ORDERING.maxQuantityPerLine);
    store.setLineQuantity(line!.key, 0);
    expect(store.readCart().lines[0]!.quantity).toBe(1);
  });

  test('a note that makes two lines the same merges them; removing the last line forgets the cart', async () => {
    const store = await loadStore();
    store.addToCart(doroWot);
    store.addToCart({ ...doroWot, note: 'mild' });
    const [plain, noted] = store.readCart().lines;
    store.setLineNote(noted!.key, '');
    expect(store.readCart().lines).toHaveLength(1);
    expect(store.readCart().lines[0]!.quantity).toBe(2);
    store.removeLine(plain!.key);
    expect(store.readCart().lines).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  test(`is kept for ${ORDERING.cartLifetimeHours} hours after its last change`, async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T18:00:00Z'), toFake: ['Date'] });
    (await loadStore()).addToCart(doroWot);

    vi.setSystemTime(new Date('2026-11-29T17:59:00Z'));
    vi.resetModules();
    expect((await loadStore()).readCart().count).toBe(1);

    vi.setSystemTime(new Date('2026-11-29T18:01:00Z'));
    vi.resetModules();
    expect((await loadStore()).readCart().count).toBe(0);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  test('a damaged saved cart is an empty one', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect((await loadStore()).readCart().lines).toEqual([]);
  });

  test('goes to the server as items with their options by group and the note', () => {
    expect(orderItems([{ ...doroWot, key: 'k', quantity: 2, note: ' no onions ' }])).toEqual([
      {
        menuItemId: 7,
        quantity: 2,
        options: [
          { optionId: 3, valueIds: [32] },
          { optionId: 4, valueIds: [41] },
        ],
        note: 'no onions',
      },
    ]);
    expect(orderItems([{ ...doroWot, key: 'k', choices: [] }])).toEqual([{ menuItemId: 7, quantity: 1 }]);
  });
});
