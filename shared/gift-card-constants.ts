// Gift cards: the request form, the balance ledger and the back office's gift cards.

export const GIFT_CARD = {
  minAmount: 10,
  maxAmount: 500,
  defaultAmount: 50,
  presets: [25, 50, 75, 100, 150, 200],
  messageMaxChars: 250,
  defaultTheme: 'traditional',
  /** A redemption may be undone by the staff member who made it, within this many minutes. */
  undoMinutes: 10,
  /** Staff read a card's history by its id only this many minutes after looking the card up by its code. */
  historyAfterLookupMinutes: 10,
  /** Public balance look-ups per address per hour. */
  balanceChecksPerHour: 10,
  /** Each ledger entry's note, e.g. "table 4, check 1182". */
  noteMaxChars: 200,
  /**
   * The expiry a restaurant may set for new cards, in months; 0 means none, the default.
   * Federal law (the CARD Act) asks at least five years of anyone who sets one.
   */
  minValidMonths: 60,
  maxValidMonths: 240,
  /** How long a buyer has to pay at Stripe's Checkout before the request expires. */
  checkoutSessionMinutes: 60,
  /** After this long, a checkout nobody finished is read from Stripe and ended by the reconciliation. */
  checkoutAbandonedMinutes: 61,
} as const;
export const GIFT_CARD_THEMES = ['traditional', 'coffee', 'elegant', 'festive'] as const;
export type GiftCardTheme = (typeof GIFT_CARD_THEMES)[number];
/** used: nothing left to spend; void: cancelled by a manager, its balance gone. */
export const GIFT_CARD_STATUSES = ['active', 'used', 'expired', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** Every event of a card's ledger. */
export const GIFT_CARD_TRANSACTION_KINDS = ['issue', 'redeem', 'undo', 'adjust', 'extend', 'void'] as const;
export type GiftCardTransactionKind = (typeof GIFT_CARD_TRANSACTION_KINDS)[number];

/**
 * A request from the public form. Paid online: `awaiting_payment` at Stripe's Checkout, then
 * `issued` by the payment itself, or `expired` when the session ends unpaid. Paid by phone:
 * `pending` until staff take the payment and issue the card, or decline it.
 */
export const GIFT_CARD_REQUEST_STATUSES = ['awaiting_payment', 'pending', 'issued', 'declined', 'expired'] as const;
export type GiftCardRequestStatus = (typeof GIFT_CARD_REQUEST_STATUSES)[number];

/** The code alphabet: 32 characters without look-alikes (no 0/O, no 1/I). */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
