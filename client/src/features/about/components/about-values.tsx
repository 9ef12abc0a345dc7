import { useAboutI18n } from '@/i18n/about';
import { BandSection } from '@/components/sections/band-section';
import { IconCard } from '@/components/sections/icon-card';

const VALUES = ['authenticity', 'community', 'excellence', 'tradition'] as const;

/** Authenticity, Community, Excellence, Tradition. */
export function AboutValues() {
  const { t } = useAboutI18n();
  return (
    <BandSection id="about-values" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')}>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((value) => (
          <IconCard
            key={value}
            icon={`/images/about/value-${value}.svg`}
            size={64}
            className="p-6"
            iconClassName="size-16"
          >
            <h3 className="mt-4 text-xl font-semibold">{t(`about.values.${value}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`about.values.${value}.body`)}</p>
          </IconCard>
        ))}
      </ul>
    </BandSection>
  );
}
