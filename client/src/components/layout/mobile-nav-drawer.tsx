import { MenuIcon } from '@/components/ui/entry-icons';
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
          <MenuIcon className="size-6" />
        </button>
      }
    />
  );
}
