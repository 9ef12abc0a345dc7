import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERING } from '@shared/ordering-constants';
import type { z } from 'zod';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { RefundInput } from '@shared/schemas/payments';
import type {
  AdminOnlineOrderDto,
  OrderPaymentDto,
  OrderLineValues,
  OrderQuoteDto,
  OrderingStatusDto,
  PhoneOrderValues,
  orderingPauseSchema,
  orderStatusChangeSchema,
} from '@shared/schemas/ordering';
import { apiJson, throwIfResNotOk } from '@/lib/api-request';
import { downloadFile } from '@/lib/download-file';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';

/** Today's orders and every open one, re-read every minute as well as on each change the board hears of. */
export function useOnlineOrders() {
  return useQuery<AdminOnlineOrderDto[]>({
    queryKey: queryKeys.admin.onlineOrders,
    refetchInterval: ORDERING.boardPollSeconds * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** What the past-orders view asks for: a search, a day, or both (blank parts are left out). */
export interface PastOrdersSearch {
  q: string;
  date: string;
}

/** Past orders: the search's matches (every day's, or the day's), or the day's orders; read when asked. */
export function usePastOrders({ q, date }: PastOrdersSearch) {
  return useQuery<AdminOnlineOrderDto[]>({
    queryKey: queryKeys.admin.onlineOrderSearch({ q: q || undefined, date: date || undefined }),
    enabled: Boolean(q || date),
    staleTime: 0,
  });
}

/** The day's orders as a CSV download; the file is named by the server (orders-YYYY-MM-DD.csv). */
export function useExportOrders() {
  return useMutation({
    mutationFn: (date: string) =>
      downloadFile(
        `/api/admin/online-orders/export?date=${encodeURIComponent(date)}`,
        (contentDisposition) => contentDisposition?.match(/filename="([^"]+)"/)?.[1] ?? `orders-${date}.csv`,
      ),
  });
}

/** A status change of one order; `number` is only for the words saying how it went. */
export type OrderStatusMove = z.input<typeof orderStatusChangeSchema> & { id: number; number: string };

interface MoveCallbacks {
  /** `order` is the order as the server now has it (accepting a card order has charged the card, or tried to). */
  onSuccess: (move: OrderStatusMove, order: AdminOnlineOrderDto) => void;
  onError: (error: Error, move: OrderStatusMove) => void;
}

/**
 * POST /api/admin/online-orders/:id/status. The ticket moves at once (its column changes before the
 * answer); a refusal puts it back, and either way the list is read again. The callbacks belong to
 * the mutation, not to one call: the ticket that asked has left its column by the time the answer
 * comes.
 */
export function useChangeOrderStatus({ onSuccess, onError }: MoveCallbacks) {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.onlineOrders;
  return useMutation({
    mutationFn: ({ id, number: _number, ...change }: OrderStatusMove) =>
      apiJson<AdminOnlineOrderDto>('POST', `/api/admin/online-orders/${id}/status`, change),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminOnlineOrderDto[]>(key);
      queryClient.setQueryData<AdminOnlineOrderDto[]>(key, (orders) =>
        orders?.map((order) => (order.id === id ? { ...order, status } : order)),
      );
      return { before };
    },
    onSuccess: (order, move) => {
      queryClient.setQueryData<AdminOnlineOrderDto[]>(key, (orders) =>
        orders?.map((each) => (each.id === order.id ? order : each)),
      );
      onSuccess(move, order);
    },
    onError: (error, move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      onError(error, move);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshDashboardFigures(queryClient)]),
  });
}

/** POST /api/admin/online-orders/:id/undo: takes back this person's latest Ready, pickup or no-show. */
export function useUndoOrderStatus({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('POST', `/api/admin/online-orders/${id}/undo`),
    onSuccess,
    onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.onlineOrders }),
        refreshDashboardFigures(queryClient),
      ]),
  });
}

/** Whether pickup orders are taken, paused or busy, as diners see it; read with the board. */
export function useOrderingState() {
  return useQuery<OrderingStatusDto>({
    queryKey: queryKeys.ordering.status,
    refetchInterval: ORDERING.boardPollSeconds * 1000,
    staleTime: 0,
  });
}

export type PauseRequest = z.input<typeof orderingPauseSchema>;

/** Pause, resume, busy on and off: each answers the ordering status as it now is. */
export function useOrderingControls() {
  const queryClient = useQueryClient();
  const settle = (status: OrderingStatusDto) => queryClient.setQueryData(queryKeys.ordering.status, status);
  const call = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
    apiJson<OrderingStatusDto>(method, path, body);
  return {
    pause: useMutation({
      mutationFn: (body: PauseRequest) => call('POST', '/api/admin/ordering/pause', body),
      onSuccess: settle,
    }),
    resume: useMutation({ mutationFn: () => call('DELETE', '/api/admin/ordering/pause'), onSuccess: settle }),
    busy: useMutation({
      mutationFn: (on: boolean) => call(on ? 'POST' : 'DELETE', '/api/admin/ordering/busy'),
      onSuccess: settle,
    }),
  };
}

/** The dishes staff may take on the phone: the public menu's, with their option groups. */
export function useOrderableDishes(enabled: boolean) {
  return useQuery<PublicMenuItemDto[], Error, PublicMenuItemDto[]>({
    queryKey: queryKeys.menu.items(),
    enabled,
    select: (dishes) => dishes.filter((dish) => dish.orderable),
  });
}

/** What the dishes of a phone order cost now, tax included, by the server; nothing is stored. */
export function usePhoneOrderQuote(items: OrderLineValues[] | null) {
  return useQuery<OrderQuoteDto>({
    queryKey: ['/api/orders/quote', items],
    queryFn: () => apiJson<OrderQuoteDto>('POST', '/api/orders/quote', { items }),
    enabled: items !== null,
    retry: false,
  });
}

/**
 * POST /api/admin/online-orders with one attempt's Idempotency-Key: an order taken on the phone.
 * A full slot is a 409 CONFIRMATION_REQUIRED until sent with `confirmWarnings`.
 */
export function usePlacePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: PhoneOrderValues; idempotencyKey: string }) => {
      const res = await fetch('/api/admin/online-orders', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
      });
      await throwIfResNotOk(res);
      return (await res.json()) as AdminOnlineOrderDto;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.onlineOrders }),
        refreshDashboardFigures(queryClient),
      ]),
  });
}

/** POST /api/admin/payments/:id/refund: all that is left of a card payment, or part of it; every order list is read again. */
/** A finished order's gift card part given back to its card (POST /api/admin/online-orders/:id/gift-card-refund). */
export function useReturnGiftCardPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiJson<AdminOnlineOrderDto>('POST', `/api/admin/online-orders/${orderId}/gift-card-refund`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.onlineOrders }),
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, input }: { paymentId: number; input: RefundInput }) =>
      apiJson<OrderPaymentDto>('POST', `/api/admin/payments/${paymentId}/refund`, input),
    onSuccess: () =>
      Promise.all([
        // A prefix of the board's key and of every past-orders search.
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.onlineOrders }),
        refreshDashboardFigures(queryClient),
      ]),
  });
}
