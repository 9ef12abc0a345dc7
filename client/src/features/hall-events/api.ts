import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import type { EventPaymentPart } from '@shared/hall-events';
import type {
  ClientEventDto,
  EventPackageDto,
  EventRequestInput,
  EventRequestReceipt,
  EventRequestViewDto,
  HallAvailabilityDto,
} from '@shared/schemas/hall-events';
import { apiJson, throwIfResNotOk } from '@/lib/api-request';
import { urlFromQueryKey } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import type { HallInfoDto } from '@shared/schemas/hall-events';

/** The key's URL past the browser's cache: after a refused request only the current answer will do. */
async function fetchCurrent<T>({ queryKey, signal }: QueryFunctionContext): Promise<T> {
  const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal, cache: 'no-cache' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The hall's packages (rendered on the server with the page). */
export function useEventPackages() {
  return useQuery<EventPackageDto[]>({ queryKey: queryKeys.hallEvents.packages });
}

/** Lead time, horizon, blocks and add-on prices: read in the browser, since they follow the clock. */
export function useHallInfo() {
  return useQuery<HallInfoDto>({ queryKey: queryKeys.hallEvents.info });
}

/** A month of the hall's blocks, each free, held, booked or closed. */
export function useHallMonth(month: string) {
  return useQuery<HallAvailabilityDto>({
    queryKey: queryKeys.hallEvents.month(month),
    queryFn: fetchCurrent,
    enabled: Boolean(month),
  });
}

/** The 409 of a block just taken: the nearest free runs for the same package. */
export interface NearestRun {
  date: string;
  blocks: EventRequestInput['blocks'];
}

// The nearest free runs a 409 named, by its error.
const nearestByError = new WeakMap<object, NearestRun[]>();

/** The alternatives the server offered when the blocks were just taken; none for any other error. */
export function nearestOf(error: unknown): NearestRun[] {
  return (typeof error === 'object' && error !== null && nearestByError.get(error)) || [];
}

function nearestIn(body: unknown): NearestRun[] {
  const nearest = (body as { nearest?: unknown } | null)?.nearest;
  if (!Array.isArray(nearest)) return [];
  return nearest.filter(
    (run): run is NearestRun =>
      typeof run === 'object' && run !== null && typeof run.date === 'string' && Array.isArray(run.blocks),
  );
}

/** POST /api/event-bookings: holds the blocks; every month read again, taken or not. */
export function useSendEventRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EventRequestInput) => {
      const res = await fetch('/api/event-bookings', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      const nearest =
        res.status === 409
          ? nearestIn(
              await res
                .clone()
                .json()
                .catch(() => null),
            )
          : [];
      try {
        await throwIfResNotOk(res);
      } catch (error) {
        if (typeof error === 'object' && error !== null) nearestByError.set(error, nearest);
        throw error;
      }
      return (await res.json()) as EventRequestReceipt;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.hallEvents.months }),
  });
}

export function useEventRequest(token: string) {
  return useQuery<EventRequestViewDto>({ queryKey: queryKeys.hallEvents.request(token), enabled: Boolean(token) });
}

export function useConfirmEventRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<EventRequestViewDto>('POST', `/api/events/request/${encodeURIComponent(token)}/confirm`, {}),
    onSuccess: (view) => queryClient.setQueryData(queryKeys.hallEvents.request(token), view),
  });
}

export function useClientEvent(token: string) {
  return useQuery<ClientEventDto>({ queryKey: queryKeys.hallEvents.proposal(token), enabled: Boolean(token) });
}

function proposalUrl(token: string, action: string): string {
  return `/api/events/proposal/${encodeURIComponent(token)}/${action}`;
}

export function useAcceptProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; agree: true; version: number }) =>
      apiJson<ClientEventDto>('POST', proposalUrl(token, 'accept'), input),
    onSuccess: (event) => queryClient.setQueryData(queryKeys.hallEvents.proposal(token), event),
    // Refused (a newer version, a lapsed date): the page reads the event again and shows why.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.hallEvents.proposal(token) }),
  });
}

export function useChangeGuestCount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestCount: number) =>
      apiJson<ClientEventDto>('PUT', proposalUrl(token, 'guest-count'), { guestCount }),
    onSuccess: (event) => queryClient.setQueryData(queryKeys.hallEvents.proposal(token), event),
  });
}

/** Starts Stripe's Checkout for the deposit or the balance; the page then goes there. */
export function usePayEvent(token: string) {
  return useMutation({
    mutationFn: (part: EventPaymentPart) =>
      apiJson<{ checkoutUrl: string }>('POST', proposalUrl(token, 'pay'), { part }),
  });
}
