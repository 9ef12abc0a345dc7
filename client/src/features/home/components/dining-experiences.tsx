import { RATING } from '@shared/constants';
import { BandSection } from '@/components/sections/band-section';
import type { MessageKey } from '@/i18n/en';
import { useI18n } from '@/lib/i18n';

interface Experience {
  id: string;
  icon: string;
  title: MessageKey;
  body: MessageKey;
}

const EXPERIENCES: readonly Experience[] = [
  {
    id: 'coffee',
    icon: '/images/home/icon-coffee-ceremony.svg',
    title: 'home.experience.coffee.title',
    body: 'home.experience.coffee.body',
  },
  {
    id: 'family',
    icon: '/images/home/icon-family.svg',
    title: 'home.experience.family.title',
    body: 'home.experience.family.body',
  },
  {
    id: 'recipes',
    icon: '/images/home/icon-recipes.svg',
    title: 'home.experience.recipes.title',
    body: 'home.experience.recipes.body',
  },
  {
    id: 'award',
    icon: '/images/home/icon-award.svg',
    title: 'home.experience.award.title',
    body: 'home.experience.award.body',
  },
];

/** Four dining-experience cards: coffee ceremony, family atmosphere, authentic recipes, award-winning cuisine. */
export function DiningExperiences({ establishedYear }: { establishedYear?: number }) {
  const { t } = useI18n();
  const values = { year: establishedYear ?? '', rating: RATING.value, count: RATING.reviewCount };
  return (
    <BandSection
      id="home-experience-title"
      align="center"
      eyebrow={t('home.experience.eyebrow')}
      title={t('home.experience.title')}
      lead={t('home.experience.lead')}
      className="bg-background py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {EXPERIENCES.map((experience) => (
          <li
            key={experience.id}
            className="relative flex items-start gap-4 overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-[var(--shadow-card)] sm:block sm:p-6"
          >
            <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-primary" />
            <img
              src={experience.icon}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              className="size-14 shrink-0 sm:size-18"
            />
            <div>
              <h3 className="text-xl font-semibold sm:mt-4">{t(experience.title)}</h3>
              <p className="mt-2 text-muted-foreground">{t(experience.body, values)}</p>
            </div>
          </li>
        ))}
      </ul>
    </BandSection>
  );
}
