import { PageIntro } from '@/components/layout/page-intro';
import { useI18n } from '@/lib/i18n';

export default function ResetPasswordPage() {
  const { t } = useI18n();
  return <PageIntro title={t('page.resetPassword.title')} />;
}
