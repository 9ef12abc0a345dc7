import { PhoneIcon } from '@/components/ui/entry-icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { useSiteInfo } from '@/lib/site-info';
import { useI18n } from '@/lib/i18n';
import { FloatingButton } from './floating-button';

const FloatingContactDialog = loadOnOpen(() => import('./floating-contact-dialog'), 'dialog');

/** The round contact button at the bottom right; opens call, visit and hours. */
export function FloatingContact() {
  const { t } = useI18n();
  const { data: site } = useSiteInfo();
  if (!site) return null;
  return (
    <FloatingContactDialog
      trigger={
        <FloatingButton corner="right" label={t('contactWidget.open')} icon={<PhoneIcon className="size-6" />} />
      }
    />
  );
}
