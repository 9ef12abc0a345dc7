import { Link, useSearch } from 'wouter';
import { usePageMeta } from '@/components/seo/page-meta';
import { AuthPage } from '@/features/admin-auth/components/auth-page';
import { ResetPasswordForm } from '@/features/admin-auth/components/reset-password-form';
import { useAdminI18n } from '@/lib/admin-i18n';

/** /admin/reset-password?token=…: the page the password-reset email links to. */
export default function ResetPasswordPage() {
  const { t } = useAdminI18n();
  usePageMeta(t('admin.reset.metaTitle'), t('admin.reset.metaDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';

  return (
    <AuthPage titleId="reset-title" title={t('admin.page.resetPassword')}>
      {token ? (
        <>
          <p className="mb-6 mt-1 text-muted-foreground">{t('admin.reset.lead')}</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <p role="alert" className="mt-4 text-destructive">
          {t('admin.reset.missingToken')}
        </p>
      )}
      <Link
        href="/admin/login"
        className="mt-6 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('admin.reset.backToLogin')}
      </Link>
    </AuthPage>
  );
}
