import { EVENT_BOOKING_STATUSES } from '@shared/hall-events';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { z } from 'zod';
import type {
  AdminEventBookingDto,
  AdminEventPackageDto,
  EventPaymentDto,
  eventPackageSchema,
  eventRefundSchema,
  eventStatusSchema,
  HallClosureDto,
  hallClosureSchema,
  hallSettingsSchema,
  HallSettingsDto,
  recordEventPaymentSchema,
  sendProposalSchema,
  updateEventBookingSchema,
} from '@shared/schemas/hall-events';
import type { MenuItemDto } from '@shared/schemas/menu';
import { apiJson } from '@/lib/api-request';
import { removeFromCachedList } from '@/lib/cached-list';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';

// What each write sends: the schemas' input, which the server parses again.
type UpdateEventBookingInput = z.input<typeof updateEventBookingSchema>;
type SendProposalInput = z.input<typeof sendProposalSchema>;
type EventStatusInput = z.input<typeof eventStatusSchema>;
type RecordEventPaymentInput = z.input<typeof recordEventPaymentSchema>;
type EventRefundInput = z.input<typeof eventRefundSchema>;
type EventPackageInput = z.input<typeof eventPackageSchema>;
type HallSettings = z.input<typeof hallSettingsSchema>;
type HallClosureInput = z.input<typeof hallClosureSchema>;

/** The pipeline's filters: a status, the overdue deposits, the events to come, or all. */
export const PIPELINE_FILTERS = ['upcoming', 'overdue', ...EVENT_BOOKING_STATUSES, 'all'] as const;
export type PipelineFilter = (typeof PIPELINE_FILTERS)[number];

import type {
  EventBeoDto,
  HallCalendarBlockDto as StaffHallBlock,
  HallCalendarDayDto as StaffHallDay,
  HallCalendarDto as StaffHallMonth,
} from '@shared/schemas/hall-events';

export type { EventBeoDto, StaffHallBlock, StaffHallDay, StaffHallMonth };

/** GET /api/admin/event-bookings?status=: one list of the pipeline, polled like every back-office list. */
export function useEventBookings(filter: PipelineFilter) {
  return useQuery<AdminEventBookingDto[]>({
    queryKey: queryKeys.admin.hallEventList(filter),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

/** GET /api/admin/event-bookings/:id: the event, its payments and its history. */
export function useEventBooking(id: number) {
  return useQuery<AdminEventBookingDto>({ queryKey: queryKeys.admin.hallEvent(id), refetchInterval: POLL_INTERVAL_MS });
}

/** GET /api/admin/event-bookings/:id/beo: what the banquet event order prints. */
export function useEventBeo(id: number) {
  return useQuery<EventBeoDto>({ queryKey: queryKeys.admin.hallEventBeo(id) });
}

/** GET /api/admin/hall/calendar?month=YYYY-MM. */
export function useHallCalendar(month: string) {
  return useQuery<StaffHallMonth>({ queryKey: queryKeys.admin.hallCalendar(month), refetchInterval: POLL_INTERVAL_MS });
}

/** The menu's dishes, for a proposal's dish lines (GET /api/admin/menu-items, cached with the Menu section's). */
export function useMenuDishes() {
  return useQuery<MenuItemDto[]>({ queryKey: queryKeys.admin.menuItems });
}

/** Every read of an event may have changed: the lists, the event, its BEO, the calendar and the dashboard. */
function refreshEvents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.hallEvents }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.hallCalendars }),
    refreshDashboardFigures(queryClient),
  ]);
}

function storeEvent(queryClient: QueryClient, event: AdminEventBookingDto) {
  queryClient.setQueryData<AdminEventBookingDto>(queryKeys.admin.hallEvent(event.id), (old) => ({
    ...event,
    payments: event.payments ?? old?.payments,
    history: event.history ?? old?.history,
  }));
  return refreshEvents(queryClient);
}

/** PUT /api/admin/event-bookings/:id (staff may send only a note). */
export function useUpdateEventBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateEventBookingInput }) =>
      apiJson<AdminEventBookingDto>('PUT', `/api/admin/event-bookings/${id}`, input),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

/** POST /api/admin/event-bookings/:id/proposal: the lines and a note, emailed to the client. */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SendProposalInput }) =>
      apiJson<AdminEventBookingDto>('POST', `/api/admin/event-bookings/${id}/proposal`, input),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

/** POST /api/admin/event-bookings/:id/status: a move of the pipeline (releasing a hold is `lost`). */
export function useEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EventStatusInput }) =>
      apiJson<AdminEventBookingDto>('POST', `/api/admin/event-bookings/${id}/status`, input),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

/** POST /api/admin/event-bookings/:id/payments: a payment taken outside the site. */
export function useRecordEventPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RecordEventPaymentInput }) =>
      apiJson<EventPaymentDto>('POST', `/api/admin/event-bookings/${id}/payments`, input),
    onSuccess: () => refreshEvents(queryClient),
  });
}

/** POST /api/admin/event-bookings/:id/refunds: money given back, through Stripe for a card. */
export function useEventRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EventRefundInput }) =>
      apiJson<unknown>('POST', `/api/admin/event-bookings/${id}/refunds`, input),
    onSuccess: () => refreshEvents(queryClient),
  });
}

/** GET /api/admin/event-packages: every package, inactive ones too. */
export function useEventPackages() {
  return useQuery<AdminEventPackageDto[]>({ queryKey: queryKeys.admin.eventPackages });
}

/** POST or PUT /api/admin/event-packages[/:id]. */
export function useSaveEventPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EventPackageInput }) =>
      id === null
        ? apiJson<AdminEventPackageDto>('POST', '/api/admin/event-packages', input)
        : apiJson<AdminEventPackageDto>('PUT', `/api/admin/event-packages/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.eventPackages }),
  });
}

/** DELETE /api/admin/event-packages/:id: events that used it keep their copy of its prices. */
export function useDeleteEventPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/event-packages/${id}`),
    onSuccess: (_result, id) => {
      removeFromCachedList(queryClient, queryKeys.admin.eventPackages, id);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.eventPackages });
    },
  });
}

/** GET /api/admin/hall-settings. */
export function useHallSettings() {
  return useQuery<HallSettingsDto>({ queryKey: queryKeys.admin.hallSettings });
}

/** PUT /api/admin/hall-settings (a changed policy text raises its version). */
export function useSaveHallSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HallSettings) => apiJson<HallSettingsDto>('PUT', '/api/admin/hall-settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.admin.hallSettings, settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.eventPackages }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.hallCalendars }),
      ]);
    },
  });
}

/** GET /api/admin/hall-closures: the hall's own closures. */
export function useHallClosures() {
  return useQuery<HallClosureDto[]>({ queryKey: queryKeys.admin.hallClosures });
}

function refreshClosures(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.hallClosures }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.hallCalendars }),
  ]);
}

export function useAddHallClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HallClosureInput) => apiJson<HallClosureDto>('POST', '/api/admin/hall-closures', input),
    onSuccess: () => refreshClosures(queryClient),
  });
}

export function useDeleteHallClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/hall-closures/${id}`),
    onSuccess: () => refreshClosures(queryClient),
  });
}
