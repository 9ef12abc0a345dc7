import { SplitHero } from '@/components/sections/split-hero';
import { useAboutI18n } from '@/i18n/about';

interface AboutIntroProps {
  title: string;
  lead: string;
  name: string;
  city: string;
  establishedYear: number;
  /** Years of service, computed from the established year. */
  years: number;
}

/** The page opening: title, our story and the years-serving badge. */
export function AboutIntro({ title, lead, name, city, establishedYear, years }: AboutIntroProps) {
  const { t } = useAboutI18n();
  return (
    <SplitHero
      id="about-title"
      eyebrow={t('about.intro.eyebrow')}
      title={title}
      gridClassName="lg:grid-cols-[3fr_2fr] lg:items-center"
      aside={
        <div className="mx-auto w-full max-w-xs overflow-hidden rounded-[var(--radius-card)] bg-card text-center shadow-[var(--shadow-card)]">
          <div
            aria-hidden="true"
            className="h-3 bg-[url('/images/hall/tibeb-band.svg')] bg-[length:auto_100%] bg-repeat-x"
          />
          <p className="px-6 py-8">
            <span className="block font-display text-5xl font-semibold text-primary sm:text-6xl">
              {t('about.badge.years', { years })}
            </span>
            <span className="mt-2 block text-lg text-muted-foreground">
              {t('about.badge.caption', { city, year: establishedYear })}
            </span>
          </p>
        </div>
      }
    >
      <p className="mt-4 font-display text-xl text-muted-foreground sm:text-2xl">{lead}</p>
      <p className="mt-6 text-lg">{t('about.intro.body1', { name, city, year: establishedYear })}</p>
      <p className="mt-4 text-lg text-muted-foreground">{t('about.intro.body2')}</p>
    </SplitHero>
  );
}
