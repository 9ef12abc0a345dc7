import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function HallReservationsPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.hall.title')} lead={t('page.hall.lead')} />;
}
