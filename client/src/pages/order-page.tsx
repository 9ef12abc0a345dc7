import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function OrderPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.order.title')} lead={t('page.order.lead')} />;
}
