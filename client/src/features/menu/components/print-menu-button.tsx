import { Button } from '@/components/ui/button';
import { useMenuI18n } from '@/i18n/menu';
import { PrinterIcon } from '@/components/ui/icons';

/** "Download Full Menu PDF": opens the print window on the printable menu (Save as PDF). */
export function PrintMenuButton({ onClick, preparing }: { onClick: () => void; preparing: boolean }) {
  const { t } = useMenuI18n();
  return (
    <div className="grid justify-items-start gap-1.5">
      <Button variant="outline" size="lg" onClick={onClick} disabled={preparing} aria-describedby="menu-print-hint">
        <PrinterIcon />
        {preparing ? t('menu.print.preparing') : t('menu.print.button')}
      </Button>
      <p id="menu-print-hint" className="text-sm text-muted-foreground">
        {t('menu.print.hint')}
      </p>
    </div>
  );
}
