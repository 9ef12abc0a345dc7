/**
 * Money as whole cents, for arithmetic that must not drift: the database stores numeric(10, 2),
 * answered as strings such as "37.50", and the routes take dollars with at most 2 decimals.
 */
export function centsOf(dollars: string | number): number {
  const cents = Math.round(Number(dollars) * 100);
  if (!Number.isSafeInteger(cents)) throw new Error(`not an amount of money: ${String(dollars)}`);
  return cents;
}

/** 3750 -> "37.50", -1250 -> "-12.50": the database's and the API's form. */
export function dollarsOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** 3750 -> "$37.50", for a refusal that names an amount. */
export function usdOf(cents: number): string {
  return `$${dollarsOf(cents)}`;
}
