import { HALL_CAPACITY } from '@shared/constants';
import { SectionHeading } from '@/components/layout/section-heading';
import { CheckIcon } from '@/components/ui/icons';
import { useHallI18n } from '@/i18n/hall';

const FEATURE_CARDS = ['capacity', 'culture', 'food'] as const;
const SERVICES = ['planning', 'scheduling', 'cultural', 'catering'] as const;

interface HallWhySectionProps {
  hallName: string;
  city: string;
  /** Years of service, computed from the established year. */
  years: number;
}

/** Why choose the hall: the story, years of experience, three feature cards and four services. */
export function HallWhySection({ hallName, city, years }: HallWhySectionProps) {
  const { t } = useHallI18n();
  return (
    <section aria-labelledby="hall-why" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-end">
        <div>
          <SectionHeading id="hall-why" eyebrow={t('hall.why.eyebrow')} title={t('hall.why.title')} />
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            {t('hall.why.body', { hallName, city, years })}
          </p>
        </div>
        <p className="inline-flex items-center gap-3 self-start rounded-full border border-accent/60 bg-card px-5 py-3 font-display text-xl font-semibold shadow-[var(--shadow-card)] lg:justify-self-end">
          <span aria-hidden="true" className="size-3 rounded-full bg-accent" />
          {t('hall.why.yearsBadge', { years })}
        </p>
      </div>

      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li
            key={card}
            className="rounded-[var(--radius-card)] border-t-4 border-primary bg-card p-6 shadow-[var(--shadow-card)]"
          >
            <h3 className="text-xl font-semibold">{t(`hall.why.card.${card}.title`, { capacity: HALL_CAPACITY })}</h3>
            <p className="mt-2 text-muted-foreground">{t(`hall.why.card.${card}.body`)}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-14 text-2xl font-semibold">{t('hall.services.title')}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service} className="flex gap-4 rounded-[var(--radius-card)] bg-muted/70 p-5">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
              <CheckIcon className="size-5" />
            </span>
            <div>
              <h4 className="font-semibold">{t(`hall.services.${service}.title`)}</h4>
              <p className="mt-1 text-muted-foreground">{t(`hall.services.${service}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
