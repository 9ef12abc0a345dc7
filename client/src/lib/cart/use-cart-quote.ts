import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderQuoteDto } from '@shared/schemas/ordering';
import { ApiRequestError, apiJson } from '@/lib/api-request';
import { messageIn, readerLanguage } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { orderItems, type CartLine } from './cart-line';

/** The server's prices for the cart (POST /api/orders/quote), read again when the cart or the pickup time changes. */
export function useCartQuote(lines: readonly CartLine[], pickupTime?: string) {
  const body = { items: orderItems(lines), ...(pickupTime && { pickupTime }) };
  return useQuery<OrderQuoteDto>({
    queryKey: queryKeys.ordering.quote(body),
    queryFn: () => apiJson<OrderQuoteDto>('POST', '/api/orders/quote', body),
    enabled: lines.length > 0,
    // Prices rarely change while a cart is open; a changed one is caught by expectedTotal.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * A refusal's messages about the cart's lines ("items.2.menuItemId": "Tej can't be ordered for
 * pickup"), by line index, in the page's language when this client knows the message.
 */
export function lineErrors(error: unknown): Map<number, string> {
  const found = new Map<number, string>();
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return found;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const match = /^items\.(\d+)(\.|$)/.exec(path);
    if (!match || found.has(Number(match[1]))) continue;
    const reason = error.fieldReasons?.[path];
    const text = (reason && messageIn(reason, readerLanguage())) || messages[0];
    if (text) found.set(Number(match[1]), text);
  }
  return found;
}
