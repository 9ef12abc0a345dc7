import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import type {
  CreatedReservationDto,
  ManageReservationChangeInput,
  ManagedReservationDto,
  PublicReservationInput,
} from '@shared/schemas/reservation';
import type { AvailabilityDto, MonthAvailabilityDto } from '@shared/schemas/schedule';
import type {
  WaitlistClaimInput,
  WaitlistJoinedDto,
  WaitlistJoinInput,
  WaitlistOfferDto,
} from '@shared/schemas/waitlist';
import { apiJson, throwIfResNotOk } from '@/lib/api-request';
import { urlFromQueryKey } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { showsStaleBooking } from './manage';
import { showsStaleOffer } from './waitlist';

/**
 * The key's URL, past the browser's own cache: the server lets caches keep an availability answer
 * for 2 seconds, but the form reads one again right after a refused booking, and then only the
 * current answer will do.
 */
async function fetchCurrent<T>({ queryKey, signal }: QueryFunctionContext): Promise<T> {
  const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal, cache: 'no-cache' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The times of `date` for a party of `guests`, each available, limited or full; or why the date is closed. */
export function useDayAvailability(date: string, guests: number, enabled: boolean) {
  return useQuery<AvailabilityDto>({
    queryKey: queryKeys.availability.day(date, guests),
    queryFn: fetchCurrent,
    enabled,
  });
}

/** Which dates of `month` ("YYYY-MM") can still be booked: the date picker greys out the others. */
export function useMonthAvailability(month: string) {
  return useQuery<MonthAvailabilityDto>({
    queryKey: queryKeys.availability.month(month),
    queryFn: fetchCurrent,
    enabled: Boolean(month),
  });
}

/** Whether online booking is on; read fresh right before a booking is sent, never from the cache. */
export function fetchReservationsEnabled(): Promise<boolean> {
  return apiJson<{ enabled: boolean }>('GET', queryKeys.reservations.setting[0]).then((setting) => setting.enabled);
}

/** Reads every day and month of availability again: after a booking is made, moved or cancelled, or refused. */
function refreshAvailability(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.days }),
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.months }),
  ]);
}

/** The booking and, once only, the path of its manage page. */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicReservationInput) => apiJson<CreatedReservationDto>('POST', '/api/reservations', input),
    // A booking takes room, and a refusal means the form's picture of the day was out of date:
    // either way the times and the calendar are read again.
    onSettled: () => refreshAvailability(queryClient),
  });
}

/** `/api/manage/reservations/<token>`: the booking its manage link names; its actions hang below it. */
export const managedReservationUrl = (token: string) => urlFromQueryKey(queryKeys.reservations.managed(token));

/** The .ics file of the booking, for the diner's calendar. */
export const managedCalendarUrl = (token: string) => `${managedReservationUrl(token)}/calendar.ics`;

/** The diner's own booking, by the token of its manage link; a 404 means no booking has that token. */
export function useManagedReservation(token: string) {
  return useQuery<ManagedReservationDto>({ queryKey: queryKeys.reservations.managed(token), enabled: token !== '' });
}

/**
 * After a change or a cancellation: the answer is the booking as it now stands. A refusal that
 * says the page's copy is out of date (the cut-off passed, the booking is gone) reads the booking
 * again; and any answer may have moved room, so availability is read again too.
 */
function useManageMutation<Input>(token: string, send: (url: string, input: Input) => Promise<ManagedReservationDto>) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.reservations.managed(token);
  return useMutation({
    mutationFn: (input: Input) => send(managedReservationUrl(token), input),
    onSuccess: (booking) => queryClient.setQueryData(queryKey, booking),
    onError: (error) => (showsStaleBooking(error) ? queryClient.invalidateQueries({ queryKey }) : undefined),
    onSettled: () => refreshAvailability(queryClient),
  });
}

/** Cancels the booking; cancelling one already cancelled answers it as it is. */
export function useCancelManagedReservation(token: string) {
  return useManageMutation<void>(token, (url) => apiJson<ManagedReservationDto>('POST', `${url}/cancel`));
}

/** The diner confirms a booking that waits for it ("confirm by email"), so its table is kept. */
export function useConfirmManagedReservation(token: string) {
  return useManageMutation<void>(token, (url) => apiJson<ManagedReservationDto>('POST', `${url}/confirm`));
}

/** Moves the booking to a new date, time or party size; it is pending again until staff confirm it. */
export function useChangeManagedReservation(token: string) {
  return useManageMutation<ManageReservationChangeInput>(token, (url, input) =>
    apiJson<ManagedReservationDto>('PUT', url, input),
  );
}

/**
 * "Tell me if a table opens": puts the diner on a full date's waitlist; the server emails them once
 * a table opens. An address already waiting on the date keeps its entry; the answer is the same.
 */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (input: WaitlistJoinInput) => apiJson<WaitlistJoinedDto>('POST', '/api/waitlist', input),
  });
}

/** `/api/waitlist/offers/<token>`: the offer its email link names; booking it hangs below it. */
export const waitlistOfferUrl = (token: string) => urlFromQueryKey(queryKeys.reservations.waitlistOffer(token));

/** The offer an email's link names: the times that still have room. Only read: a mail scanner may follow the link. */
export function useWaitlistOffer(token: string) {
  return useQuery<WaitlistOfferDto>({ queryKey: queryKeys.reservations.waitlistOffer(token), enabled: token !== '' });
}

/**
 * Books the offered table at the chosen time. The answer is the offer as booked, with the new
 * booking's manage path. A refusal that says the page's copy is out of date (the table was just
 * taken, the offer used or gone) reads the offer again; either way availability is read again.
 */
export function useBookWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.reservations.waitlistOffer(token);
  return useMutation({
    mutationFn: (input: WaitlistClaimInput) =>
      apiJson<WaitlistOfferDto>('POST', `${waitlistOfferUrl(token)}/book`, input),
    onSuccess: (offer) => queryClient.setQueryData(queryKey, offer),
    onError: (error) => (showsStaleOffer(error) ? queryClient.invalidateQueries({ queryKey }) : undefined),
    onSettled: () => refreshAvailability(queryClient),
  });
}

/** "No thanks": takes the diner off the date's waitlist; the page then shows the offer as declined. */
export function useDeclineWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.reservations.waitlistOffer(token);
  return useMutation({
    mutationFn: () => apiJson<WaitlistOfferDto>('POST', `${waitlistOfferUrl(token)}/decline`),
    onSuccess: (offer) => queryClient.setQueryData(queryKey, offer),
    onError: (error) => (showsStaleOffer(error) ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}
