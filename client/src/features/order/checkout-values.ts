import type { PaymentMethod } from '@shared/ordering-constants';
import type { PickupChoice } from './checkout-model';
import type { TipChoice } from './payment-model';

/** What the checkout form holds; the pickup time is sent as one field, "asap" or "YYYY-MM-DDTHH:mm". */
export interface CheckoutValues {
  when: PickupChoice;
  date: string;
  time: string;
  customerName: string;
  phone: string;
  email: string;
  specialInstructions: string;
  paymentMethod: PaymentMethod;
  tipChoice: TipChoice;
  /** The tip in dollars when `tipChoice` is "custom". */
  customTip: string;
  /** A gift card's code as typed, until Apply; the applied card is kept beside the form, in memory only. */
  giftCardCode: string;
  /** The honeypot. */
  website: string;
}
