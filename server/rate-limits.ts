import { GIFT_CARD } from '@shared/gift-card-constants';

/** How many requests one IP may make in a window; 0 switches a limit off. */
export interface RateLimits {
  /** Public bookings and catering requests per IP per hour. */
  publicWritesPerHour: number;
  /** Forgot-password and request-username per IP per hour. */
  accountEmailsPerHour: number;
  /** Reset links, and username reminders, emailed for one account per hour, whoever asks. */
  emailsPerAccountPerHour: number;
  /**
   * Failed sign-ins of one username from one address in 15 minutes before that pair is locked
   * for 15 minutes (after the first two, each attempt already waits a doubling delay).
   */
  loginFailuresPerPair: number;
  /**
   * Failed sign-ins of one username, from any address, in 15 minutes before attempts from
   * addresses and devices it has not signed in from wait a doubling delay, at most 40 seconds.
   */
  loginFailuresPerUsername: number;
  /** Failed sign-ins per IP, across usernames, in 15 minutes before that address is locked. */
  loginFailuresPerIp: number;
  /** Requests to a diner's manage or waitlist-offer links per IP per hour. */
  manageActionsPerHour: number;
  /**
   * Emails one address may get in an hour because of public forms (bookings, catering requests,
   * waitlist entries) someone filled in with it; more are recorded as suppressed and not sent.
   */
  publicFormMailPerRecipientPerHour: number;
  /** Guests one address may book online for one date, across its live bookings. */
  onlineGuestsPerAddressPerDate: number;
  /** Live online bookings one email, and one phone number, may hold for one date. */
  onlineBookingsPerContactPerDate: number;
  /** Image reads per IP per minute by visitors who are not signed in (a menu page needs about 30). */
  imageReadsPerMinute: number;
  /** Public gift-card balance checks per IP per hour: enough for a family, too few to guess codes. */
  giftCardBalanceChecksPerHour: number;
  /** Gift cards one address may start paying for online per hour (card testers buy small cards, many times). */
  giftCardCheckoutsPerAddressPerHour: number;
  /** Gift cards one buyer email may start paying for online per day: a family's holiday cards still go through. */
  giftCardCheckoutsPerEmailPerDay: number;
  /** Pickup orders one address may place per hour. */
  ordersPerAddressPerHour: number;
  /** Open (pending, accepted or ready) pay-at-pickup orders one phone number may hold at once. */
  openPayAtPickupOrdersPerPhone: number;
  /** Orders not picked up in the last 90 days after which a phone number may no longer pay at pickup. */
  noShowsBeforePayAtPickupRefused: number;
  /** Orders not picked up in the last 90 days after which a phone number must pay by card (while card payments are on). */
  noShowsBeforeCardRequired: number;
  /** Live hall holds (requests not yet ended) one email, and one phone number, may have at once. */
  hallHoldsPerContact: number;
  /** Reads of a diner's order status page per IP per hour: a page polling every 10 s needs 360. */
  orderStatusReadsPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  publicWritesPerHour: 30,
  accountEmailsPerHour: 10,
  emailsPerAccountPerHour: 3,
  loginFailuresPerPair: 10,
  loginFailuresPerUsername: 10,
  loginFailuresPerIp: 20,
  manageActionsPerHour: 30,
  onlineGuestsPerAddressPerDate: 20,
  onlineBookingsPerContactPerDate: 2,
  imageReadsPerMinute: 300,
  publicFormMailPerRecipientPerHour: 3,
  giftCardBalanceChecksPerHour: GIFT_CARD.balanceChecksPerHour,
  giftCardCheckoutsPerAddressPerHour: 5,
  giftCardCheckoutsPerEmailPerDay: 5,
  ordersPerAddressPerHour: 10,
  openPayAtPickupOrdersPerPhone: 2,
  noShowsBeforePayAtPickupRefused: 2,
  noShowsBeforeCardRequired: 1,
  orderStatusReadsPerHour: 1200,
  hallHoldsPerContact: 1,
};
