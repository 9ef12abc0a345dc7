import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  GiftCardBalanceDto,
  GiftCardCheckoutDto,
  GiftCardCodeInput,
  GiftCardRequestDto,
  GiftCardRequestInput,
  GiftCardSubmissionStatus,
} from '@shared/schemas/gift-card';
import { ApiRequestError, apiJson } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

/**
 * Whether gift card sales are switched on, and whether the form pays online (card payments on
 * too); a failure to read it is only logged, and the page then shows the phone. */
export function useGiftCardSubmissionStatus() {
  const query = useQuery<GiftCardSubmissionStatus>({ queryKey: queryKeys.giftCardSubmissionStatus });
  useEffect(() => {
    if (query.error) console.warn('Gift card submission status could not be read:', query.error.message);
  }, [query.error]);
  return query;
}

/** What POST /api/gift-card-requests answers: the stored request, pending until staff phone the buyer. */
export type GiftCardRequestReceipt = Pick<GiftCardRequestDto, 'id' | 'status'>;

/** A 409 means sales (or online payment) were switched off since the page was read: read the switches again. */
function useRereadStatusOnConflict() {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: queryKeys.giftCardSubmissionStatus });
  };
}

/**
 * POST /api/gift-card-requests. Switched off since the page was read (409), the page then shows
 * the phone instead of the form.
 */
export function useRequestGiftCard() {
  const onError = useRereadStatusOnConflict();
  return useMutation({
    mutationFn: (input: GiftCardRequestInput) =>
      apiJson<GiftCardRequestReceipt>('POST', '/api/gift-card-requests', input),
    onError,
  });
}

/**
 * POST /api/gift-cards/checkout: the request's body; the answer is Stripe's Checkout page to
 * go to. Switched off since the page was read (409), the page then shows the request form or
 * the phone.
 */
export function useGiftCardCheckout() {
  const onError = useRereadStatusOnConflict();
  return useMutation({
    mutationFn: (input: GiftCardRequestInput) =>
      apiJson<GiftCardCheckoutDto>('POST', '/api/gift-cards/checkout', input),
    onError,
  });
}

/** POST /api/gift-cards/balance: the code travels in the body, never in the URL. */
export function useCheckGiftCardBalance() {
  return useMutation({
    mutationFn: (input: GiftCardCodeInput) => apiJson<GiftCardBalanceDto>('POST', '/api/gift-cards/balance', input),
  });
}
