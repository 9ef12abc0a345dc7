import { SectionHeading } from '@/components/layout/section-heading';
import { useCoffeeI18n } from '@/i18n/coffee';

/** Where coffee began and what the ceremony means to Ethiopian families. */
export function CoffeeHeritage() {
  const { t } = useCoffeeI18n();
  return (
    <section aria-labelledby="coffee-heritage" className="bg-foreground text-background">
      <div
        aria-hidden="true"
        className="h-3 bg-[url('/images/hall/tibeb-band.svg')] bg-[length:auto_100%] bg-repeat-x"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <SectionHeading
            id="coffee-heritage"
            eyebrow={t('coffee.heritage.eyebrow')}
            title={t('coffee.heritage.title')}
            tone="onDark"
          />
          <p className="mt-5 text-lg text-background/90">{t('coffee.heritage.body1')}</p>
          <p className="mt-4 text-lg text-background/90">{t('coffee.heritage.body2')}</p>
        </div>
        <blockquote className="rounded-[var(--radius-card)] border border-accent/60 p-8 text-center font-display text-2xl font-semibold text-accent sm:text-3xl">
          {t('coffee.heritage.quote')}
        </blockquote>
      </div>
    </section>
  );
}
