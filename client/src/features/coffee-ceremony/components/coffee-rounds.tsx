import { useCoffeeI18n } from '@/i18n/coffee';
import { ROUNDS } from '../coffee-content';
import { BandSection } from '@/components/sections/band-section';

/** The three round cards: Abol 15-20 min, Tona 10-15 min, Baraka 10 min. */
export function CoffeeRounds() {
  const { t } = useCoffeeI18n();
  return (
    <BandSection
      id="coffee-rounds"
      eyebrow={t('coffee.rounds.eyebrow')}
      title={t('coffee.rounds.title')}
      lead={t('coffee.rounds.lead')}
    >
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {ROUNDS.map((round, i) => (
          <li
            key={round}
            className="relative rounded-[var(--radius-card)] border-t-4 border-accent bg-card p-6 shadow-[var(--shadow-card)]"
          >
            <p className="text-sm font-semibold text-muted-foreground">{t('coffee.rounds.order', { number: i + 1 })}</p>
            <div className="mt-1 flex items-baseline justify-between gap-3">
              <h3 className="text-2xl font-semibold">{t(`coffee.rounds.${round}.name`)}</h3>
              <p className="shrink-0 rounded-full bg-success px-3 py-1 text-sm font-semibold text-success-foreground">
                {t(`coffee.rounds.${round}.duration`)}
              </p>
            </div>
            <p className="mt-3 text-muted-foreground">{t(`coffee.rounds.${round}.body`)}</p>
          </li>
        ))}
      </ol>
    </BandSection>
  );
}
