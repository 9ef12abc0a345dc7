import { RATING } from '@shared/constants';
import { BandSection } from '@/components/sections/band-section';
import { IconCard } from '@/components/sections/icon-card';
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
      band="page"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {EXPERIENCES.map((experience) => (
          <IconCard
            key={experience.id}
            icon={experience.icon}
            size={72}
            className="relative flex items-start gap-4 overflow-hidden border border-border p-5 sm:block sm:p-6"
            iconClassName="size-14 shrink-0 sm:size-18"
          >
            <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-primary" />
            <div>
              <h3 className="text-xl font-semibold sm:mt-4">{t(experience.title)}</h3>
              <p className="mt-2 text-muted-foreground">{t(experience.body, values)}</p>
            </div>
          </IconCard>
        ))}
      </ul>
    </BandSection>
  );
}
