import { MENU } from '@shared/constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { useMenuI18n } from '@/i18n/menu';
import { useFeaturedDishes } from '../api';
import { MenuItemCard } from './menu-item-card';

interface FeaturedDishesProps {
  onOpen: (item: PublicMenuItemDto, opener?: HTMLElement) => void;
  isFavorite: (id: number) => boolean;
  onToggleFavorite: (id: number) => void;
}

/** Up to three featured dishes; the section is left out when there are none. */
export function FeaturedDishes({ onOpen, isFavorite, onToggleFavorite }: FeaturedDishesProps) {
  const { t } = useMenuI18n();
  const { data } = useFeaturedDishes();
  const dishes = (data ?? []).slice(0, MENU.featuredLimit);
  if (dishes.length === 0) return null;
  return (
    <section aria-labelledby="menu-featured-title" className="mx-auto max-w-6xl px-4 pt-12 sm:pt-16">
      <h2 id="menu-featured-title" className="text-3xl font-semibold">
        {t('menu.featured.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('menu.featured.lead')}</p>
      {/* A swipeable row on a phone, a grid from sm up. */}
      <div className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {dishes.map((item, index) => (
          <MenuItemCard
            key={item.id}
            item={item}
            onOpen={onOpen}
            isFavorite={isFavorite(item.id)}
            onToggleFavorite={onToggleFavorite}
            eager={index === 0}
            layout="stacked"
            className="w-[82%] shrink-0 snap-start sm:w-auto"
          />
        ))}
      </div>
    </section>
  );
}
