import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ScanIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';

// The camera code, and the QR decoder after it, load only when someone scans.
const CameraScanner = lazy(() => import('./camera-scanner'));

/** "Scan QR code": the camera in a dialog; the card's code it reads is handed to `onScanned`. */
export function ScanCodeButton({ onScanned, disabled }: { onScanned: (code: string) => void; disabled?: boolean }) {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={disabled}>
          <ScanIcon />
          {t('admin.giftCards.scan.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.giftCards.scan.title')}</DialogTitle>
        <DialogDescription>{t('admin.giftCards.scan.description')}</DialogDescription>
        {open && (
          <Suspense
            fallback={<p className="mt-4 text-sm text-muted-foreground">{t('admin.giftCards.scan.starting')}</p>}
          >
            <CameraScanner
              onCode={(code) => {
                setOpen(false);
                onScanned(code);
              }}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
