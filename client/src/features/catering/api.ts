import { useMutation } from '@tanstack/react-query';
import type { CateringRequestReceipt, PublicCateringRequestInput } from '@shared/schemas/catering';
import { apiJson } from '@/lib/api-request';

/** POST /api/catering-requests: the public inquiry; staff see it in Admin > Catering. */
export function useSubmitCateringRequest() {
  return useMutation({
    mutationFn: (input: PublicCateringRequestInput) =>
      apiJson<CateringRequestReceipt>('POST', '/api/catering-requests', input),
  });
}
