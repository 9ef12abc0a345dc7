import { PhoneIcon } from '@/components/ui/entry-icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { useSiteInfo } from '@/lib/site-info';
import { useI18n } from '@/lib/i18n';

const FloatingContactDialog = loadOnOpen(() => import('./floating-contact-dialog'), 'dialog');

/** The round contact button at the bottom right; opens call, visit and hours. */
export function FloatingContact() {
  const { t } = useI18n();
  const { data: site } = useSiteInfo();
  if (!site) return null;
  return (
    <FloatingContactDialog
      trigger={
        <button
          type="button"
          aria-label={t('contactWidget.open')}
          className="fixed bottom-4 right-4 z-30 inline-flex size-12 sm:bottom-5 sm:right-5 sm:size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-foreground/25 hover:bg-primary-hover"
        >
          <PhoneIcon className="size-6" />
        </button>
      }
    />
  );
}
