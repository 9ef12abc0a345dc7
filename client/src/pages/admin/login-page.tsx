import { Link } from 'wouter';
import { usePageMeta } from '@/components/seo/page-meta';
import { useForgotPassword, useRequestUsername } from '@/features/admin-auth/api';
import { EmailRequestDialog } from '@/features/admin-auth/components/email-request-dialog';
import { LoginForm } from '@/features/admin-auth/components/login-form';
import { useAdminI18n } from '@/lib/admin-i18n';

export default function AdminLoginPage() {
  const { t } = useAdminI18n();
  usePageMeta(t('admin.login.metaTitle'), t('admin.login.metaDescription'));
  const forgot = useForgotPassword();
  const username = useRequestUsername();

  return (
    <main className="grid min-h-dvh place-items-center bg-muted/60 px-4 py-10">
      <div className="w-full max-w-md">
        <Link href="/" className="mx-auto mb-6 flex w-fit items-center gap-2 rounded-md">
          <img src="/images/logo.svg" alt="" width={48} height={48} className="size-12" />
          <span className="font-display text-xl font-semibold">{t('admin.brand')}</span>
        </Link>
        <section className="rounded-[var(--radius-card)] bg-card p-6 shadow-[var(--shadow-card)] sm:p-8" aria-labelledby="login-title">
          <h1 id="login-title" className="text-3xl font-semibold">
            {t('admin.page.login')}
          </h1>
          <p className="mb-6 mt-1 text-muted-foreground">{t('admin.login.lead')}</p>
          <LoginForm />
          <div className="mt-4 flex flex-wrap justify-between gap-x-4">
            <EmailRequestDialog
              triggerLabel={t('admin.forgot.trigger')}
              title={t('admin.forgot.title')}
              description={t('admin.forgot.description')}
              submitLabel={t('admin.forgot.submit')}
              send={(email) => forgot.mutateAsync(email)}
              success={{ title: t('admin.forgot.success.title'), description: t('admin.forgot.success.body') }}
              failure={t('admin.forgot.failure')}
            />
            <EmailRequestDialog
              triggerLabel={t('admin.username.trigger')}
              title={t('admin.username.title')}
              description={t('admin.username.description')}
              submitLabel={t('admin.username.submit')}
              send={(email) => username.mutateAsync(email)}
              success={{ title: t('admin.username.success.title'), description: t('admin.username.success.body') }}
              failure={t('admin.username.failure')}
            />
          </div>
          <p className="mt-6 flex gap-2 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
            <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
            </svg>
            {t('admin.login.monitored')}
          </p>
        </section>
      </div>
    </main>
  );
}
