// Stripe sends the diner back to /order/payment with the order's number only: the status link's
// token stays in this browser, kept while the diner is away at Stripe's page.
const KEY = 'selam.cardOrder';

interface CardOrder {
  token: string;
  orderNumber: string;
}

/** Keeps the order's status token before the diner leaves for Stripe's page. */
export function keepCardOrder(order: CardOrder): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage off (private mode): the page back says to open the emailed link.
  }
}

/** The kept status token of this order number, or null (another browser, storage off, another order). */
export function keptCardOrderToken(orderNumber: string | null): string | null {
  if (!orderNumber) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<CardOrder> | null;
    return kept && kept.orderNumber === orderNumber && typeof kept.token === 'string' && kept.token ? kept.token : null;
  } catch {
    return null;
  }
}

/** The history state the page back from Stripe gives the status page after a payment, until the webhook confirms it. */
export const RETURNED_PAID_STATE = { cardPaymentReturned: true } as const;

/** Whether this page was opened by the way back from Stripe after paying. */
export function returnedFromPayment(): boolean {
  return typeof window !== 'undefined' && window.history.state?.cardPaymentReturned === true;
}
