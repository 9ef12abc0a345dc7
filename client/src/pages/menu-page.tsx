import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function MenuPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.menu.title')} lead={t('page.menu.lead')} />;
}
