// The diner's cart, kept in localStorage for ORDERING.cartLifetimeHours after its last change.
import { useSyncExternalStore } from 'react';
import { ORDERING } from '@shared/ordering-constants';
import { CART_STORAGE_KEY, activateCart } from './cart-presence';
import { lineKey, unitCents, type CartLine, type NewCartLine } from './cart-line';

interface SavedCart {
  version: 1;
  /** Milliseconds since the epoch of the last change. */
  updatedAt: number;
  lines: CartLine[];
}

export interface Cart {
  lines: CartLine[];
  /** Portions in the cart. */
  count: number;
  /** The menu's prices added up, in cents: the server's quote is the one the diner pays. */
  estimateCents: number;
  /** The line added last, for the "Added" announcement; cleared by `acknowledgeAdded`. */
  lastAdded: { name: string; translations: CartLine['translations']; at: number } | null;
}

const LIFETIME_MS = ORDERING.cartLifetimeHours * 3_600_000;
const EMPTY: Cart = { lines: [], count: 0, estimateCents: 0, lastAdded: null };

let cart: Cart | undefined;
const listeners = new Set<() => void>();

function summarize(lines: CartLine[], lastAdded: Cart['lastAdded']): Cart {
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    estimateCents: lines.reduce((sum, line) => sum + unitCents(line) * line.quantity, 0),
    lastAdded,
  };
}

function isLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.menuItemId) &&
    Number.isInteger(line.quantity) &&
    typeof line.name === 'string' &&
    typeof line.price === 'string' &&
    Array.isArray(line.choices)
  );
}

function readSaved(now = Date.now()): CartLine[] {
  try {
    const text = localStorage.getItem(CART_STORAGE_KEY);
    if (!text) return [];
    const saved = JSON.parse(text) as SavedCart;
    if (saved.version !== 1 || !Array.isArray(saved.lines) || now - saved.updatedAt > LIFETIME_MS) {
      localStorage.removeItem(CART_STORAGE_KEY);
      return [];
    }
    return saved.lines.filter(isLine).map((line) => ({ ...line, note: line.note ?? '' }));
  } catch {
    return [];
  }
}

function current(): Cart {
  cart ??= summarize(readSaved(), null);
  return cart;
}

function save(lines: CartLine[], lastAdded: Cart['lastAdded'] = current().lastAdded): void {
  cart = summarize(lines, lastAdded);
  try {
    if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({ version: 1, updatedAt: Date.now(), lines } satisfies SavedCart),
      );
  } catch {
    // Private browsing or a full storage: the cart lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

const clampQuantity = (quantity: number) => Math.min(Math.max(Math.round(quantity), 1), ORDERING.maxQuantityPerLine);

/** Adds portions of a dish; the same dish with the same choices and note adds to its line. */
export function addToCart(line: NewCartLine): void {
  const key = lineKey(line);
  const lines = current().lines;
  const existing = lines.find((item) => item.key === key);
  const next = existing
    ? lines.map((item) =>
        item.key === key ? { ...item, quantity: clampQuantity(item.quantity + line.quantity) } : item,
      )
    : [...lines, { ...line, note: line.note.trim(), quantity: clampQuantity(line.quantity), key }];
  save(next, { name: line.name, translations: line.translations, at: Date.now() });
  activateCart();
}

export function setLineQuantity(key: string, quantity: number): void {
  save(current().lines.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line)));
}

export function setLineNote(key: string, note: string): void {
  const lines = current().lines;
  const line = lines.find((item) => item.key === key);
  if (!line) return;
  const changed = { ...line, note: note.slice(0, ORDERING.maxNoteLength) };
  const newKey = lineKey(changed);
  // A note that makes the line the same as another merges the two.
  const twin = lines.find((item) => item.key === newKey && item.key !== key);
  save(
    twin
      ? lines
          .filter((item) => item.key !== key)
          .map((item) => (item === twin ? { ...item, quantity: clampQuantity(item.quantity + line.quantity) } : item))
      : lines.map((item) => (item.key === key ? { ...changed, key: newKey } : item)),
  );
}

export function removeLine(key: string): void {
  save(current().lines.filter((line) => line.key !== key));
}

export function clearCart(): void {
  save([], null);
}

export function acknowledgeAdded(): void {
  if (current().lastAdded) {
    cart = { ...current(), lastAdded: null };
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change to the cart shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    cart = summarize(readSaved(), null);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart; empty on the server. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** The cart now, outside React. */
export function readCart(): Cart {
  return current();
}

const openRequests = new Set<() => void>();

/** Opens the cart panel (checkout's "Edit order"). */
export function openCartPanel(): void {
  activateCart();
  openRequests.forEach((open) => open());
}

/** The cart panel's side of `openCartPanel`. */
export function onOpenCartPanel(open: () => void): () => void {
  openRequests.add(open);
  return () => openRequests.delete(open);
}
