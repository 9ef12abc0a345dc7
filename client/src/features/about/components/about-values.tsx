import { useAboutI18n } from '@/i18n/about';
import { BandSection } from '@/components/sections/band-section';

const VALUES = ['authenticity', 'community', 'excellence', 'tradition'] as const;

/** Authenticity, Community, Excellence, Tradition. */
export function AboutValues() {
  const { t } = useAboutI18n();
  return (
    <BandSection
      id="about-values"
      eyebrow={t('about.values.eyebrow')}
      title={t('about.values.title')}
      className="py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((value) => (
          <li key={value} className="rounded-[var(--radius-card)] bg-card p-6 shadow-[var(--shadow-card)]">
            <img
              src={`/images/about/value-${value}.svg`}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16"
            />
            <h3 className="mt-4 text-xl font-semibold">{t(`about.values.${value}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`about.values.${value}.body`)}</p>
          </li>
        ))}
      </ul>
    </BandSection>
  );
}
