import { useHallI18n } from '@/i18n/hall';
import { BandSection } from '@/components/sections/band-section';
import { IconCard } from '@/components/sections/icon-card';

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
    <BandSection id="hall-premium" eyebrow={t('hall.premium.eyebrow')} title={t('hall.premium.title')}>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <IconCard
            key={feature.id}
            icon={`/images/hall/${feature.icon}.svg`}
            size={64}
            className="flex gap-4 p-5"
            iconClassName="size-16 shrink-0"
          >
            <div>
              <h3 className="text-lg font-semibold">{t(`hall.premium.${feature.id}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`hall.premium.${feature.id}.body`)}</p>
            </div>
          </IconCard>
        ))}
      </ul>
    </BandSection>
  );
}
