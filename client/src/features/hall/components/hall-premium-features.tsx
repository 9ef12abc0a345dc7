import { useHallI18n } from '@/i18n/hall';
import { BandSection } from '@/components/sections/band-section';

const FEATURES = [
  { id: 'danceFloor', icon: 'feature-dance-floor' },
  { id: 'sound', icon: 'feature-sound' },
  { id: 'lighting', icon: 'feature-lighting' },
  { id: 'decor', icon: 'feature-decor' },
  { id: 'coffee', icon: 'feature-coffee' },
  { id: 'kitchen', icon: 'feature-kitchen' },
  { id: 'suite', icon: 'feature-suite' },
  { id: 'projector', icon: 'feature-projector' },
  { id: 'parking', icon: 'feature-parking' },
] as const;

/** The nine premium features, each with a small illustration. */
export function HallPremiumFeatures() {
  const { t } = useHallI18n();
  return (
    <BandSection
      id="hall-premium"
      eyebrow={t('hall.premium.eyebrow')}
      title={t('hall.premium.title')}
      className="py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.id}
            className="flex gap-4 rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)]"
          >
            <img
              src={`/images/hall/${feature.icon}.svg`}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0"
            />
            <div>
              <h3 className="text-lg font-semibold">{t(`hall.premium.${feature.id}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`hall.premium.${feature.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </BandSection>
  );
}
