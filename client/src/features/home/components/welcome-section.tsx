import { Link } from 'wouter';
import { yearsOfService } from '@shared/business-info';
import { FlagStripe } from '@/components/layout/flag-stripe';
import { TibebBand } from '@/components/layout/tibeb-band';
import { buttonVariants } from '@/components/ui/button';
import { useHomeSectionsI18n } from '@/i18n/home-sections';

interface WelcomeSectionProps {
  name: string;
  city: string;
  establishedYear: number;
  timeZone: string;
}

/** The family's welcome, the years of service counted from the established year, and a View Menu button. */
export function WelcomeSection({ name, city, establishedYear, timeZone }: WelcomeSectionProps) {
  const { t } = useHomeSectionsI18n();
  const years = yearsOfService(establishedYear, timeZone);
  return (
    <section aria-labelledby="home-welcome-title" className="bg-background py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 md:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            {t('home.welcome.eyebrow', { name })}
          </p>
          <FlagStripe className="mt-3 h-1 w-16 rounded-full" />
          <h2 id="home-welcome-title" className="mt-4 text-3xl font-semibold leading-tight sm:text-4xl">
            {t('home.welcome.title', { city, years })}
          </h2>
          <p className="mt-5 text-lg text-muted-foreground">{t('home.welcome.body1', { year: establishedYear })}</p>
          <p className="mt-4 text-lg text-muted-foreground">{t('home.welcome.body2')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/menu" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {t('nav.viewMenu')}
            </Link>
            <Link href="/about" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              {t('home.welcome.story')}
            </Link>
          </div>
        </div>
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-muted shadow-[var(--shadow-card)]">
          <TibebBand tone="festive" />
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <div className="flex size-44 flex-col items-center justify-center rounded-full border-[6px] border-accent bg-primary text-primary-foreground shadow-lg sm:size-52">
              <span className="font-display text-6xl font-semibold leading-none sm:text-7xl">{years}</span>
              <span className="mt-2 max-w-[8rem] text-sm font-semibold uppercase tracking-wider">
                {t('home.welcome.years')}
              </span>
            </div>
            <p className="mt-6 font-display text-xl font-semibold">
              {t('home.welcome.since', { city, year: establishedYear })}
            </p>
          </div>
          <TibebBand tone="festive" />
        </div>
      </div>
    </section>
  );
}

export default WelcomeSection;
