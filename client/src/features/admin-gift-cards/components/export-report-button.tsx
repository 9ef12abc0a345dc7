import { useGuard } from '@/components/admin/admin-context';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { useExportGiftCards } from '../api';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/** Export Report: downloads every gift card as CSV; a failure is told in a toast. */
export function ExportReportButton({ permissionNoteId }: { permissionNoteId: string }) {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const view = useGuard('giftCards.view', permissionNoteId);
  const exportReport = useExportGiftCards();

  const download = async () => {
    try {
      await exportReport.mutateAsync();
    } catch (error) {
      failed(errorMessage(error, t('admin.giftCards.exportFailed')));
    }
  };

  return (
    <Button variant="secondary" {...view.guard} disabled={!view.allowed || exportReport.isPending} onClick={download}>
      <DownloadIcon />
      {exportReport.isPending ? t('admin.giftCards.exporting') : t('admin.giftCards.export')}
    </Button>
  );
}
