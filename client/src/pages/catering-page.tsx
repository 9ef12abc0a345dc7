import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function CateringPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.catering.title')} lead={t('page.catering.lead')} />;
}
