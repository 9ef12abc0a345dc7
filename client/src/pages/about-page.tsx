import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function AboutPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.about.title')} lead={t('page.about.lead')} />;
}
