import { loadOnOpen } from '@/components/ui/load-on-open';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';

const MobileNavPanel = loadOnOpen(() => import('./mobile-nav-panel'), 'dialog');

/** The phone menu: a panel sliding in from the right with three groups, the address and the phone. */
export function MobileNavDrawer({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <MobileNavPanel
      trigger={
        <button
          type="button"
          className={cn('inline-flex size-11 items-center justify-center rounded-md hover:bg-muted', className)}
          aria-label={t('nav.openMenu')}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      }
    />
  );
}
