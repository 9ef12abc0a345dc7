import { useMemo } from 'react';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';

/**
 * The back office's two toasts: a change done ("Success") and a change that failed ("Error"),
 * each saying what happened.
 */
export function useAdminToasts(): { succeeded: (description: string) => void; failed: (description: string) => void } {
  const { t } = useAdminI18n();
  return useMemo(
    () => ({
      succeeded: (description) => toast({ title: t('admin.common.success'), description, variant: 'success' }),
      failed: (description) => toast({ title: t('admin.error'), description, variant: 'destructive' }),
    }),
    [t],
  );
}
