import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERING, OPEN_ORDER_STATUSES } from '@shared/ordering-constants';
import type {
  OrderQuoteDto,
  OrderStatusDto,
  PickupSlotsDto,
  PlaceOrderValues,
  PlacedOrderDto,
} from '@shared/schemas/ordering';
import { addDays } from '@shared/time';
import { ApiRequestError, apiJson, throwIfResNotOk } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

/** The pickup times of each day from `today` to `daysAhead` days ahead (the restaurant's window). */
export function usePickupDays(today: string | null, daysAhead: number | undefined, enabled: boolean) {
  const dates =
    today && daysAhead !== undefined
      ? Array.from({ length: Math.min(daysAhead, ORDERING.maxDaysAhead) + 1 }, (_, index) => addDays(today, index))
      : [];
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: queryKeys.ordering.slotsOn(date),
      enabled,
      staleTime: 30_000,
    })),
    combine: (results) => ({
      days: results.flatMap((result) => (result.data ? [result.data as PickupSlotsDto] : [])),
      pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    }),
  });
}

/**
 * What a gift card would pay of the cart: POST /api/orders/quote with its code. Sent only when the
 * diner presses Apply, never with the cart's own quote: every code sent counts against the
 * address's hourly tries. The code goes in the body only, never in a query key or a URL.
 */
export function quoteGiftCard(body: Pick<PlaceOrderValues, 'items'> & { giftCardCode: string }) {
  return apiJson<OrderQuoteDto>('POST', '/api/orders/quote', body);
}

/** A refused order's whole answer, for what the field errors do not carry (the new quote of PRICE_CHANGED). */
export class OrderRefusal extends ApiRequestError {
  constructor(
    from: ApiRequestError,
    readonly body: Record<string, unknown>,
  ) {
    super(from.status, from.serverMessage, from.code, from.fieldErrors, from.reason, from.fieldReasons);
  }
}

/** POST /api/orders, with the checkout attempt's Idempotency-Key: a retry with the same key and body gets the same answer. */
export async function placeOrder(body: PlaceOrderValues, idempotencyKey: string): Promise<PlacedOrderDto> {
  const res = await fetch('/api/orders', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  if (res.ok) return (await res.json()) as PlacedOrderDto;
  const text = await res.clone().text();
  try {
    await throwIfResNotOk(res);
  } catch (error) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (error instanceof ApiRequestError && typeof parsed === 'object' && parsed !== null)
      throw new OrderRefusal(error, parsed as Record<string, unknown>);
    throw error;
  }
  throw new ApiRequestError(res.status, text);
}

const isOpen = (status: string | undefined) => (OPEN_ORDER_STATUSES as readonly string[]).includes(status ?? '');

/** A diner's order through its status link, read every ORDERING.statusPollSeconds while it is open. */
export function useOrderStatus(token: string) {
  return useQuery<OrderStatusDto>({
    queryKey: queryKeys.ordering.order(token),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      const unknown = error instanceof ApiRequestError && error.status === 404;
      return isOpen(data?.status) || (error && !unknown) ? ORDERING.statusPollSeconds * 1000 : false;
    },
    // A 404 is final; anything else (offline) is tried again at the next poll.
    retry: false,
  });
}

export function useCancelOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>('POST', `/api/orders/status/${encodeURIComponent(token)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ordering.order(token) }),
  });
}

/** A card order still waiting for its payment: a new Stripe Checkout page for it (503 PAYMENT_UNAVAILABLE when Stripe is out of reach). */
export function useStartCardPayment(token: string) {
  return useMutation({
    mutationFn: () =>
      apiJson<{ checkoutUrl: string }>('POST', `/api/orders/status/${encodeURIComponent(token)}/checkout`),
  });
}

/** A card order still waiting for its payment, paid at the counter instead (409 when paid meanwhile or over the cap). */
export function usePayAtPickupInstead(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<OrderStatusDto>('POST', `/api/orders/status/${encodeURIComponent(token)}/pay-at-pickup`),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.ordering.order(token), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ordering.order(token) }),
  });
}
