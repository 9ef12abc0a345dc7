import { MENU } from '@shared/constants';
import { useMenuI18n } from '@/i18n/menu';
import { useFeaturedDishes } from '../api';
import type { OpenDish } from '../dish-dialog';
import { MenuItemCard } from './menu-item-card';

interface FeaturedDishesProps {
  onOpen: OpenDish;
  isFavorite: (id: number) => boolean;
  onToggleFavorite: (id: number) => void;
}

const ROW =
  '-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';
const CARD_WIDTH = 'w-[82%] shrink-0 snap-start sm:w-auto';

/**
 * Up to three featured dishes; the section is left out when there are none. While they load,
 * cards of the same size hold their place, so the full menu below does not jump.
 */
export function FeaturedDishes({ onOpen, isFavorite, onToggleFavorite }: FeaturedDishesProps) {
  const { t } = useMenuI18n();
  const { data, isPending } = useFeaturedDishes();
  const dishes = (data ?? []).slice(0, MENU.featuredLimit);
  if (!isPending && dishes.length === 0) return null;
  return (
    <section aria-labelledby="menu-featured-title" className="mx-auto max-w-6xl px-4 pt-12 sm:pt-16">
      <h2 id="menu-featured-title" className="text-3xl font-semibold">
        {t('menu.featured.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('menu.featured.lead')}</p>
      {/* A swipeable row on a phone, a grid from sm up. */}
      <div className={ROW} aria-busy={isPending || undefined}>
        {isPending && Array.from({ length: MENU.featuredLimit }, (_, index) => <CardPlaceholder key={index} />)}
        {dishes.map((item, index) => (
          <MenuItemCard
            key={item.id}
            item={item}
            onOpen={onOpen}
            isFavorite={isFavorite(item.id)}
            onToggleFavorite={onToggleFavorite}
            eager={index === 0}
            layout="stacked"
            className={CARD_WIDTH}
          />
        ))}
      </div>
    </section>
  );
}

/** The stacked card's outline: picture, category, name, two lines of description, price, buttons. */
function CardPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className={`${CARD_WIDTH} flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card`}
    >
      <div className="aspect-[4/3] bg-muted" />
      <div className="grid gap-2 px-5 pb-5 pt-5">
        <div className="h-4 w-1/3 rounded bg-muted" />
        <div className="h-7 w-2/3 rounded bg-muted" />
        <div className="h-10 rounded bg-muted" />
        <div className="mt-3 h-6 w-1/4 rounded bg-muted" />
        <div className="mt-3 h-11 rounded bg-muted" />
      </div>
    </div>
  );
}
