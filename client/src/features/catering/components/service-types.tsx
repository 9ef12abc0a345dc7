import { PageSection } from '@/components/layout/page-section';
import { useCateringI18n, type CateringMessageKey } from '@/i18n/catering';

const SERVICES: { title: CateringMessageKey; body: CateringMessageKey; paths: string[] }[] = [
  {
    title: 'catering.services.corporate.title',
    body: 'catering.services.corporate.body',
    paths: ['M4 8h16v11H4Z', 'M9 8V6a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2', 'M4 13h16'],
  },
  {
    title: 'catering.services.celebrations.title',
    body: 'catering.services.celebrations.body',
    paths: ['M12 3c3 0 5 2.4 5 5.5S14.5 14 12 14s-5-2.4-5-5.5S9 3 12 3Z', 'M12 14l-1 2h2l-1-2', 'M12 16c0 2-2 2.5-2 5'],
  },
  {
    title: 'catering.services.cultural.title',
    body: 'catering.services.cultural.body',
    paths: [
      'M6 11h10v4a5 5 0 0 1-10 0Z',
      'M16 12h1.5a2 2 0 0 1 0 4H16',
      'M9 4c-1 1.5 1 2.5 0 4M13 4c-1 1.5 1 2.5 0 4',
      'M4 21h14',
    ],
  },
];

/** The three kinds of catering: corporate, special celebrations, cultural events. */
export function ServiceTypes() {
  const { t } = useCateringI18n();
  return (
    <PageSection id="catering-services-title" title={t('catering.services.title')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {service.paths.map((path) => (
                  <path key={path} d={path} />
                ))}
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t(service.title)}</h3>
            <p className="mt-2 text-muted-foreground">{t(service.body)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
