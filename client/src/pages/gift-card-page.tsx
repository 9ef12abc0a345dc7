import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function GiftCardPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.giftCard.title')} lead={t('page.giftCard.lead')} />;
}
