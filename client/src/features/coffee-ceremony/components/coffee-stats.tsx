import { useCoffeeI18n } from '@/i18n/coffee';

const STATS = ['rounds', 'minutes', 'years'] as const;

/** 3 rounds, 45 minutes, 1000+ years. */
export function CoffeeStats() {
  const { t } = useCoffeeI18n();
  return (
    <section aria-labelledby="coffee-stats" className="mx-auto max-w-6xl px-4 pt-12">
      <h2 id="coffee-stats" className="sr-only">
        {t('coffee.stats.title')}
      </h2>
      <dl className="grid grid-cols-3 divide-x divide-border rounded-[var(--radius-card)] bg-card py-6 shadow-[var(--shadow-card)]">
        {STATS.map((stat) => (
          <div key={stat} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="mt-1 text-sm text-muted-foreground sm:text-base">{t(`coffee.stats.${stat}.label`)}</dt>
            <dd className="font-display text-3xl font-semibold text-primary sm:text-5xl">
              {t(`coffee.stats.${stat}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
