import type { NameTranslations } from '@shared/schemas/ordering';

/** An option value chosen for a line, as the cart shows it before the server prices it. */
export interface CartChoice {
  optionId: number;
  valueId: number;
  name: string;
  translations: NameTranslations;
  /** "2.00": added to the dish's price per portion. */
  priceDelta: string;
}

/** One line of the cart, kept in the browser. Prices are the menu's, shown until the server's quote arrives. */
export interface CartLine {
  /** Stable within the cart: the dish, its choices and the note. */
  key: string;
  menuItemId: number;
  name: string;
  translations: NameTranslations;
  /** The dish's price per portion, "14.50", without its options. */
  price: string;
  quantity: number;
  choices: CartChoice[];
  note: string;
}

export type NewCartLine = Omit<CartLine, 'key'>;

/** Lines of the same dish with the same choices and note are one line. */
export function lineKey(line: Pick<CartLine, 'menuItemId' | 'choices' | 'note'>): string {
  const values = line.choices
    .map((choice) => choice.valueId)
    .sort((a, b) => a - b)
    .join(',');
  return `${line.menuItemId}|${values}|${line.note.trim()}`;
}

/** One portion's price in cents: the dish and its chosen options. */
export function unitCents(line: Pick<CartLine, 'price' | 'choices'>): number {
  const cents = (amount: string) => Math.round(Number(amount) * 100) || 0;
  return line.choices.reduce((sum, choice) => sum + cents(choice.priceDelta), cents(line.price));
}

/** The cart as the order and quote routes take it: `items: [{ menuItemId, quantity, options, note }]`. */
export function orderItems(lines: readonly CartLine[]) {
  return lines.map((line) => {
    const byGroup = new Map<number, number[]>();
    for (const choice of line.choices)
      byGroup.set(choice.optionId, [...(byGroup.get(choice.optionId) ?? []), choice.valueId]);
    return {
      menuItemId: line.menuItemId,
      quantity: line.quantity,
      ...(byGroup.size > 0 && {
        options: [...byGroup].map(([optionId, valueIds]) => ({ optionId, valueIds })),
      }),
      ...(line.note.trim() && { note: line.note.trim() }),
    };
  });
}
