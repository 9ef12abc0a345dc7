import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GiftCardSubmissionStatus } from '@shared/schemas/gift-card';

export const giftCardKeys = { submissionStatus: ['/api/gift-card-submission-status'] as const };

/** GET /api/gift-card-submission-status; a failure is only logged (spec section 8). */
export function useGiftCardSubmissionStatus() {
  const query = useQuery<GiftCardSubmissionStatus>({ queryKey: giftCardKeys.submissionStatus });
  useEffect(() => {
    if (query.error) console.warn('Gift card submission status could not be read:', query.error.message);
  }, [query.error]);
  return query;
}
