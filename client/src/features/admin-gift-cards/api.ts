import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftCardDto, ManualGiftCardInput } from '@shared/schemas/gift-card';
import { apiJson, apiRequest } from '@/lib/api-request';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';
import { reportFileName } from './gift-card-logic';

const LIST_URL = '/api/admin/gift-cards';
const EXPORT_URL = '/api/admin/gift-cards/export';

/** Every gift card, newest first. Only admins and managers may read it: others pass enabled=false. */
export function useGiftCards({ enabled }: { enabled: boolean }) {
  return useQuery<GiftCardDto[]>({ queryKey: queryKeys.admin.giftCards, enabled });
}

export function useCreateGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualGiftCardInput) => apiJson<GiftCardDto>('POST', LIST_URL, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.giftCards }), refreshDashboardFigures(queryClient)]),
  });
}

/**
 * Export Report: fetches the CSV (with the session cookie, so a 403 or a lost session shows as an
 * error instead of a broken file) and hands it to the browser as a download.
 */
export function useExportGiftCards() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', EXPORT_URL);
      const blob = await res.blob();
      const name = reportFileName(res.headers.get('Content-Disposition'), new Date().toISOString().slice(0, 10));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the blob goes away.
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      return name;
    },
  });
}
