import { GIFT_CARD } from '@shared/gift-card-constants';

export interface ExpiryChoice {
  /** 0: no expiry. */
  months: number;
  /** Whole years, or null for a number of months that is not one. */
  years: number | null;
}

/**
 * The expiries the Settings card offers: none, then every five years from the federal minimum to
 * the longest allowed, plus the stored value when it is another one (set through the API).
 */
export function expiryChoices(stored: number): ExpiryChoice[] {
  const months = [0];
  for (let value = GIFT_CARD.minValidMonths; value <= GIFT_CARD.maxValidMonths; value += 60) months.push(value);
  if (!months.includes(stored)) months.push(stored);
  return months
    .sort((a, b) => a - b)
    .map((value) => ({ months: value, years: value > 0 && value % 12 === 0 ? value / 12 : null }));
}
