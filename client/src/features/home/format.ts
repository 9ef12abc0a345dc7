import { MENU } from '@shared/constants';

/** The card preview of a dish description: at most 100 characters, then an ellipsis (spec section 9). */
export function previewDescription(text: string, limit: number = MENU.descriptionPreviewChars): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** "18.5" -> "$18.50" */
export function formatPrice(price: string | number): string {
  return `$${Number(price).toFixed(2)}`;
}
