import { DotsGridIcon } from '@/components/ui/entry-icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { useI18n } from '@/lib/i18n';

const QuickAccessPopup = loadOnOpen(() => import('./quick-access-popup'), 'menu');

/** The floating quick-access menu at the bottom left: pages, social links and the phone. */
export function QuickAccessMenu() {
  const { t } = useI18n();
  return (
    <QuickAccessPopup
      trigger={
        <button
          type="button"
          aria-label={t('quickAccess.open')}
          className="fixed bottom-4 left-4 z-30 inline-flex size-12 sm:bottom-5 sm:left-5 sm:size-14 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-lg shadow-foreground/20 hover:bg-muted"
        >
          <DotsGridIcon className="size-6" />
        </button>
      }
    />
  );
}
