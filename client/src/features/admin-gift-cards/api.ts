import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  GiftCardAdjustInput,
  GiftCardCodeInput,
  GiftCardDayReportDto,
  GiftCardDto,
  GiftCardExtendInput,
  GiftCardLedgerResult,
  GiftCardLookupDto,
  GiftCardRedeemInput,
  GiftCardRequestDto,
  GiftCardRequestIssuedDto,
  GiftCardSummaryDto,
  GiftCardTransactionDto,
  GiftCardVoidInput,
  ManualGiftCardInput,
} from '@shared/schemas/gift-card';
import type { OrderPaymentDto } from '@shared/schemas/ordering';
import type { RefundInput } from '@shared/schemas/payments';
import { ApiRequestError, apiJson } from '@/lib/api-request';
import { downloadFile } from '@/lib/download-file';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';
import { reportFileName } from './gift-card-logic';

const LIST_URL = '/api/admin/gift-cards';
const EXPORT_URL = '/api/admin/gift-cards/export';
const REQUESTS_URL = '/api/admin/gift-card-requests';

/** Every gift card, newest first. Only admins and managers may read it: others pass enabled=false. */
export function useGiftCards({ enabled }: { enabled: boolean }) {
  return useQuery<GiftCardDto[]>({ queryKey: queryKeys.admin.giftCards, enabled });
}

/** The tiles' figures, from the ledger (giftCards.view). */
export function useGiftCardSummary({ enabled }: { enabled: boolean }) {
  return useQuery<GiftCardSummaryDto>({ queryKey: queryKeys.admin.giftCardSummary, enabled });
}

/** One card's ledger, newest first; read while its details are open. */
export function useGiftCardTransactions(id: number | null) {
  return useQuery<GiftCardTransactionDto[]>({
    queryKey: queryKeys.admin.giftCardTransactions(id ?? 0),
    enabled: id !== null,
  });
}

/** A day's redemptions by staff member (the restaurant's date). */
export function useGiftCardReport(date: string) {
  return useQuery<GiftCardDayReportDto>({ queryKey: queryKeys.admin.giftCardReport(date), enabled: date !== '' });
}

/** The requests from the public form, newest first (giftCards.view). */
export function useGiftCardRequests({ enabled }: { enabled: boolean }) {
  return useQuery<GiftCardRequestDto[]>({ queryKey: queryKeys.admin.giftCardRequests, enabled });
}

/** After any change of a balance or a card: the list, the tiles, histories, day reports and the dashboard figures. */
function refreshCards(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.giftCards }),
    refreshDashboardFigures(queryClient),
  ]);
}

export function useCreateGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualGiftCardInput) => apiJson<GiftCardDto>('POST', LIST_URL, input),
    onSuccess: () => refreshCards(queryClient),
  });
}

/** POST /api/admin/gift-cards/lookup: the code travels in the body, never in a URL. */
export function useLookupGiftCard() {
  return useMutation({
    mutationFn: (input: GiftCardCodeInput) => apiJson<GiftCardLookupDto>('POST', `${LIST_URL}/lookup`, input),
  });
}

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftCardRedeemInput) => apiJson<GiftCardLedgerResult>('POST', `${LIST_URL}/redeem`, input),
    onSuccess: () => refreshCards(queryClient),
  });
}

/** Undoes one's own latest redemption, within the minutes allowed. */
export function useUndoRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: number) =>
      apiJson<GiftCardLedgerResult>('POST', `${LIST_URL}/transactions/${transactionId}/undo`),
    onSuccess: () => refreshCards(queryClient),
  });
}

export function useAdjustGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GiftCardAdjustInput }) =>
      apiJson<GiftCardLookupDto>('POST', `${LIST_URL}/${id}/adjust`, input),
    onSuccess: () => refreshCards(queryClient),
  });
}

export function useVoidGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GiftCardVoidInput }) =>
      apiJson<GiftCardLookupDto>('POST', `${LIST_URL}/${id}/void`, input),
    onSuccess: () => refreshCards(queryClient),
  });
}

export function useExtendGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GiftCardExtendInput }) =>
      apiJson<GiftCardLookupDto>('POST', `${LIST_URL}/${id}/extend`, input),
    onSuccess: () => refreshCards(queryClient),
  });
}

function refreshRequests(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.giftCardRequests }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications }),
  ]);
}

/** Issues the card of a request once its buyer has paid by phone: the card is created and emailed. */
export function useIssueGiftCardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<GiftCardRequestIssuedDto>('POST', `${REQUESTS_URL}/${id}/issue`),
    onSuccess: () => Promise.all([refreshRequests(queryClient), refreshCards(queryClient)]),
  });
}

export function useDeclineGiftCardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note?: string }) =>
      apiJson<GiftCardRequestDto>('POST', `${REQUESTS_URL}/${id}/decline`, { note }),
    onSuccess: () => refreshRequests(queryClient),
  });
}

/**
 * POST /api/admin/payments/:paymentId/refund, whole (no amount): the buyer's card is refunded
 * and the gift card voided. A 409 (the card was used meanwhile) carries the server's reason.
 */
export function useRefundGiftCardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      apiJson<OrderPaymentDto>('POST', `/api/admin/payments/${paymentId}/refund`, { reason } satisfies RefundInput),
    onSuccess: () => Promise.all([refreshRequests(queryClient), refreshCards(queryClient)]),
    // Refused because the card was spent from meanwhile: the list then stops offering the refund.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) void refreshRequests(queryClient);
    },
  });
}

/** Export Report: the CSV of every gift card, as a download (see downloadFile). */
export function useExportGiftCards() {
  return useMutation({
    mutationFn: () =>
      downloadFile(EXPORT_URL, (contentDisposition) =>
        reportFileName(contentDisposition, new Date().toISOString().slice(0, 10)),
      ),
  });
}
