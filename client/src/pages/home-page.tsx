import { Link } from 'wouter';
import { useSiteInfo } from '@/features/site-info/api';
import { useI18n } from '@/lib/i18n';

export default function HomePage() {
  const { t } = useI18n();
  const { data: site } = useSiteInfo();
  const year = site?.business.establishedYear ?? 1995;

  return (
    <section className="relative overflow-hidden bg-foreground text-background">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-16 sm:py-24 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">
            {t('brand.tagline', { year })}
          </p>
          <h1 className="mt-4 text-4xl font-semibold leading-tight sm:text-6xl">{t('page.home.title', { year })}</h1>
          <p className="mt-5 max-w-xl text-lg text-background/85">{t('page.home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/menu"
              className="rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary-hover"
            >
              {t('page.home.explore')}
            </Link>
            <Link
              href="/reservations"
              className="rounded-full border border-background/40 px-6 py-3 font-semibold hover:bg-background/10"
            >
              {t('nav.reserve')}
            </Link>
          </div>
        </div>
        <img
          src="/images/menu/veggie-combo.svg"
          alt=""
          width={400}
          height={300}
          className="w-full rounded-[var(--radius-card)] shadow-2xl"
        />
      </div>
    </section>
  );
}
