import { Link } from 'wouter';
import { MENU } from '@shared/constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { BandSection } from '@/components/sections/band-section';
import { buttonVariants } from '@/components/ui/button';
import { SectionLoading } from '@/components/ui/section-loading';
import { useHomeSectionsI18n } from '@/i18n/home-sections';
import { useI18n } from '@/lib/i18n';
import { DishCard } from './dish-card';

interface FeaturedDishesProps {
  dishes: PublicMenuItemDto[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** Up to three featured dishes from the menu, with a link to the full menu. */
export function FeaturedDishes({ dishes, isPending, isError }: FeaturedDishesProps) {
  const { t: tEntry } = useI18n();
  const { t } = useHomeSectionsI18n();
  if (isPending) return <SectionLoading text={tEntry('home.featured.loading')} />;
  const shown = (dishes ?? []).slice(0, MENU.featuredLimit);

  return (
    <BandSection
      id="home-featured-title"
      align="center"
      eyebrow={t('home.featured.eyebrow')}
      title={t('home.featured.title')}
      lead={t('home.featured.lead')}
      band="muted"
    >
      {shown.length > 0 ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {shown.map((dish) => (
            <li key={dish.id}>
              <DishCard dish={dish} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mx-auto mt-8 max-w-xl text-center text-muted-foreground">
          {isError ? t('home.featured.error') : t('home.featured.empty')}
        </p>
      )}
      <div className="mt-10 text-center">
        <Link href="/menu" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('home.featured.more')}
        </Link>
      </div>
    </BandSection>
  );
}
