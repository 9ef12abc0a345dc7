import { AdminBrandLink } from '@/components/admin/admin-brand-link';
import { usePageMeta } from '@/components/seo/page-meta';
import { ShieldIcon } from '@/components/ui/icons';
import { EmailRequestDialog } from '@/features/admin-auth/components/email-request-dialog';
import { LoginForm } from '@/features/admin-auth/components/login-form';
import { useAdminI18n } from '@/lib/admin-i18n';

export default function AdminLoginPage() {
  const { t } = useAdminI18n();
  usePageMeta(t('admin.login.metaTitle'), t('admin.login.metaDescription'));

  return (
    <main className="grid min-h-dvh place-items-center bg-muted/60 px-4 py-10">
      <div className="w-full max-w-md">
        <AdminBrandLink href="/" size="large" className="mx-auto mb-6 w-fit" />
        <section
          className="rounded-[var(--radius-card)] bg-card p-6 shadow-[var(--shadow-card)] sm:p-8"
          aria-labelledby="login-title"
        >
          <h1 id="login-title" className="text-3xl font-semibold">
            {t('admin.page.login')}
          </h1>
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
        </section>
      </div>
    </main>
  );
}
