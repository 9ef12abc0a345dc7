import { CATERING } from '@shared/catering-constants';
import { useCateringI18n } from '@/i18n/catering';

/** The three facts of our catering: 10 to 500 guests, the Twin Cities within 50 miles, 24 hours' notice. */
export function CateringFacts() {
  const { t } = useCateringI18n();
  const facts = [
    {
      value: t('catering.facts.guests.value', { min: CATERING.minGuests, max: CATERING.maxGuests }),
      label: t('catering.facts.guests.label'),
    },
    { value: t('catering.facts.area.value'), label: t('catering.facts.area.label', { miles: CATERING.radiusMiles }) },
    {
      value: t('catering.facts.notice.value', { hours: CATERING.noticeHours }),
      label: t('catering.facts.notice.label'),
    },
  ];
  return (
    <section aria-label={t('catering.facts.label')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <li
            key={fact.label}
            className="rounded-[var(--radius-card)] border border-border border-t-4 border-t-accent bg-card p-5 text-center shadow-[var(--shadow-card)]"
          >
            <p className="font-display text-3xl font-semibold text-primary">{fact.value}</p>
            <p className="mt-1 text-muted-foreground">{fact.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
