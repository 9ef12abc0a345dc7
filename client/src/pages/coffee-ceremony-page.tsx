import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function CoffeeCeremonyPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.coffee.title')} lead={t('page.coffee.lead')} />;
}
