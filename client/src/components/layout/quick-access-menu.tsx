import { DotsGridIcon } from '@/components/ui/entry-icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { useI18n } from '@/lib/i18n';
import { FloatingButton } from './floating-button';

const QuickAccessPopup = loadOnOpen(() => import('./quick-access-popup'), 'menu');

/** The floating quick-access menu at the bottom left: pages, social links and the phone. */
export function QuickAccessMenu() {
  const { t } = useI18n();
  return (
    <QuickAccessPopup
      trigger={
        <FloatingButton corner="left" label={t('quickAccess.open')} icon={<DotsGridIcon className="size-6" />} />
      }
    />
  );
}
