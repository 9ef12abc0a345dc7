import type { PickupChoice } from './checkout-model';

/** What the checkout form holds; the pickup time is sent as one field, "asap" or "YYYY-MM-DDTHH:mm". */
export interface CheckoutValues {
  when: PickupChoice;
  date: string;
  time: string;
  customerName: string;
  phone: string;
  email: string;
  specialInstructions: string;
  /** The honeypot. */
  website: string;
}
