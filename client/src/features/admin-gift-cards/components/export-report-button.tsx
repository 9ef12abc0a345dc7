import { useGuard } from '@/components/admin/admin-context';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useExportGiftCards } from '../api';

/** Export Report: downloads every gift card as CSV; a failure is told in a toast. */
export function ExportReportButton({ permissionNoteId }: { permissionNoteId: string }) {
  const { t } = useAdminI18n();
  const view = useGuard('giftCards.view', permissionNoteId);
  const exportReport = useExportGiftCards();

  const download = async () => {
    try {
      await exportReport.mutateAsync();
    } catch (error) {
      toast({
        title: t('admin.error'),
        description: errorMessage(error, t('admin.giftCards.exportFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Button variant="secondary" {...view.guard} disabled={!view.allowed || exportReport.isPending} onClick={download}>
      <DownloadIcon />
      {exportReport.isPending ? t('admin.giftCards.exporting') : t('admin.giftCards.export')}
    </Button>
  );
}
