import { PageSection } from '@/components/layout/page-section';
import { PictureCard } from '@/components/sections/picture-card';
import { useCateringI18n } from '@/i18n/catering';

/** Each dish's text id and its picture in /images/menu. */
const DISHES = [
  { id: 'doroWot', image: 'doro-wot' },
  { id: 'tibs', image: 'tibs' },
  { id: 'veggieCombo', image: 'veggie-combo' },
  { id: 'shiro', image: 'shiro' },
  { id: 'misir', image: 'lentils' },
  { id: 'sambusa', image: 'sambusa' },
] as const;

/** Six dishes that travel well and feed a crowd. */
export function PopularDishes() {
  const { t } = useCateringI18n();
  return (
    <PageSection id="catering-dishes-title" title={t('catering.dishes.title')} lead={t('catering.dishes.lead')}>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {DISHES.map((dish) => (
          <PictureCard
            key={dish.id}
            image={{
              src: `/images/menu/${dish.image}.svg`,
              alt: t(`catering.dishes.${dish.id}.name`),
              width: 400,
              height: 300,
            }}
            className="border border-border"
            bodyClassName="p-4"
          >
            <h3 className="text-lg font-semibold">{t(`catering.dishes.${dish.id}.name`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(`catering.dishes.${dish.id}.body`)}</p>
          </PictureCard>
        ))}
      </ul>
    </PageSection>
  );
}
