import { HALL_CAPACITY } from '@shared/constants';
import { SectionHeading } from '@/components/layout/section-heading';
import { useHallI18n } from '@/i18n/hall';

const FACILITIES = ['audio', 'climate', 'lighting', 'kitchen', 'parking'] as const;
const LAYOUTS = ['traditional', 'banquet', 'reception', 'theater', 'mixed'] as const;

/** Venue specifications: facilities, seating layouts and the capacity. */
export function HallVenueSpecs() {
  const { t } = useHallI18n();
  return (
    <section aria-labelledby="hall-specs" className="border-y border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="hall-specs" eyebrow={t('hall.specs.eyebrow')} title={t('hall.specs.title')} />
          <p className="rounded-full bg-primary px-5 py-2.5 font-semibold text-primary-foreground">
            {t('hall.specs.capacity', { capacity: HALL_CAPACITY })}
          </p>
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-semibold">{t('hall.specs.facilities')}</h3>
            <dl className="mt-5 divide-y divide-border rounded-[var(--radius-card)] bg-card px-5 shadow-[var(--shadow-card)]">
              {FACILITIES.map((facility) => (
                <div key={facility} className="py-4">
                  <dt className="font-semibold">{t(`hall.specs.${facility}.title`)}</dt>
                  <dd className="mt-1 text-muted-foreground">{t(`hall.specs.${facility}.body`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="text-2xl font-semibold">{t('hall.specs.layouts')}</h3>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {LAYOUTS.map((layout) => (
                <li key={layout} className="rounded-[var(--radius-card)] border border-border bg-card p-4">
                  <h4 className="font-semibold">{t(`hall.specs.layout.${layout}.title`)}</h4>
                  <p className="mt-1 text-sm text-muted-foreground">{t(`hall.specs.layout.${layout}.body`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
