/**
 * Ethiopic letters that sound alike and are spelled either way in everyday Amharic (ሀ/ሐ/ኀ,
 * ሰ/ሠ, አ/ዐ, ጸ/ፀ): each family's first code point, and the one its look-alikes fold to. The
 * seven vowel orders and the labialised eighth keep their offset within the family.
 */
const HOMOPHONES: readonly [from: number, to: number][] = [
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
];

function foldLetter(letter: string): string {
  const code = letter.codePointAt(0)!;
  for (const [from, to] of HOMOPHONES) {
    if (code >= from && code < from + 7) return String.fromCodePoint(to + (code - from));
  }
  return letter;
}

/** Text as search compares it: case-insensitive, and Ethiopic homophones spelled one way. */
export function searchable(text: string): string {
  return Array.from(text.normalize('NFC').toLocaleLowerCase(), foldLetter).join('');
}
