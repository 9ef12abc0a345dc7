// Loaded with every page, so it stays tiny: whether the diner has a cart worth loading the cart's
// code for. The cart itself (cart-store.ts) and its button load only then.
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'selam.cart';

let activated = false;
const listeners = new Set<() => void>();

function savedCartExists(): boolean {
  try {
    return localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Called by the first "Add to order": the cart's button shows from then on. */
export function activateCart(): void {
  if (activated) return;
  activated = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the cart's code should load: after a first "Add to order", or when a cart was saved on
 * an earlier visit. Always false on the server and while hydrating, so the page's HTML never has
 * a cart button and the browser's first render matches it.
 */
export function useCartWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => activated || savedCartExists(),
    () => false,
  );
}
