import { Link } from 'wouter';
import { useI18n } from '@/lib/i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-4xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('notFound.body')}</p>
      <Link href="/" className="mt-8 rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary-hover">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
