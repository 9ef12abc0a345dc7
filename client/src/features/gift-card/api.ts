import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GiftCardSubmissionStatus } from '@shared/schemas/gift-card';
import { queryKeys } from '@/lib/query-keys';

/** Whether gift card purchases are switched on; a failure to read it is only logged, the page shows either way. */
export function useGiftCardSubmissionStatus() {
  const query = useQuery<GiftCardSubmissionStatus>({ queryKey: queryKeys.giftCardSubmissionStatus });
  useEffect(() => {
    if (query.error) console.warn('Gift card submission status could not be read:', query.error.message);
  }, [query.error]);
  return query;
}
