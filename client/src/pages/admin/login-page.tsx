import { AdminBrandLink } from '@/components/admin/admin-brand-link';
import { usePageMeta } from '@/components/seo/page-meta';
import { ShieldIcon } from '@/components/ui/icons';
import { AuthPage } from '@/features/admin-auth/components/auth-page';
import { EmailRequestDialog } from '@/features/admin-auth/components/email-request-dialog';
import { LoginForm } from '@/features/admin-auth/components/login-form';
import { useAdminI18n } from '@/lib/admin-i18n';

export default function AdminLoginPage() {
  const { t } = useAdminI18n();
  usePageMeta(t('admin.login.metaTitle'), t('admin.login.metaDescription'));

  return (
    <AuthPage
      titleId="login-title"
      title={t('admin.page.login')}
      above={<AdminBrandLink href="/" size="large" className="mx-auto mb-6 w-fit" />}
    >
      <p className="mb-6 mt-1 text-muted-foreground">{t('admin.login.lead')}</p>
      <LoginForm />
      <div className="mt-4 flex flex-wrap justify-between gap-x-4">
        <EmailRequestDialog kind="forgot" />
        <EmailRequestDialog kind="username" />
      </div>
      <p className="mt-6 flex gap-2 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
        <ShieldIcon className="mt-0.5 size-4 shrink-0" />
        {t('admin.login.monitored')}
      </p>
    </AuthPage>
  );
}
