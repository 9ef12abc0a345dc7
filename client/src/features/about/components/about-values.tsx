import { SectionHeading } from '@/components/layout/section-heading';
import { useAboutI18n } from '@/i18n/about';

const VALUES = ['authenticity', 'community', 'excellence', 'tradition'] as const;

/** Authenticity, Community, Excellence, Tradition. */
export function AboutValues() {
  const { t } = useAboutI18n();
  return (
    <section aria-labelledby="about-values" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="about-values" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')} />
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
    </section>
  );
}
