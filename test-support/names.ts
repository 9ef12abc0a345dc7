/**
 * A serial number or a hex tag written in letters, one to one (the digits become g–p), so a test
 * can make a name unique: a person's name may hold letters but no digits.
 */
export function lettersOf(value: number | string): string {
  const text = typeof value === 'number' ? value.toString(16) : value.toLowerCase();
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(103 + Number(digit)));
}
