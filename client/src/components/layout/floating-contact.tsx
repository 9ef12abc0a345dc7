import { loadOnOpen } from '@/components/ui/load-on-open';
import { useSiteInfo } from '@/lib/site-info';
import { useI18n } from '@/lib/i18n';

const FloatingContactDialog = loadOnOpen(() => import('./floating-contact-dialog'), 'dialog');

/** The round contact button at the bottom right; opens call, visit and hours (spec section 2). */
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
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
          </svg>
        </button>
      }
    />
  );
}
