import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function ReservationsPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.reservations.title')} lead={t('page.reservations.lead')} />;
}
