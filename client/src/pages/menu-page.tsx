import { usePageMeta } from '@/components/seo/page-meta';
import { FeaturedDishes } from '@/features/menu/components/featured-dishes';
import { FullMenu } from '@/features/menu/components/full-menu';
import { ctaOutlineButton } from '@/features/menu/components/menu-call-to-action';
import { MenuItemDialogOnDemand } from '@/features/menu/components/menu-item-dialog-on-demand';
import { MenuPageFrame } from '@/features/menu/components/menu-page-frame';
import { useDishDialog } from '@/features/menu/dish-dialog';
import { useFavorites } from '@/features/menu/favorites';
import { ReservationDialog } from '@/features/reservations/components/reservation-dialog';
import { useMenuI18n } from '@/i18n/menu';

/** /menu (version B): featured dishes, the filterable full menu, favourites and the printable menu. */
export default function MenuPage() {
  const { t } = useMenuI18n();
  usePageMeta(t('menu.meta.title'), t('menu.meta.description'));
  const favorites = useFavorites();
  const dish = useDishDialog();

  const reserve = (
    <ReservationDialog
      trigger={
        <button type="button" className={ctaOutlineButton}>
          {t('menu.cta.reserve')}
        </button>
      }
    />
  );

  return (
    <MenuPageFrame title={t('page.menu.title')} lead={t('page.menu.lead')} reserveAction={reserve}>
      <FeaturedDishes onOpen={dish.open} isFavorite={favorites.isFavorite} onToggleFavorite={favorites.toggle} />
      <FullMenu onOpen={dish.open} favoriteIds={favorites.ids} onToggleFavorite={favorites.toggle} />
      <MenuItemDialogOnDemand
        item={dish.selected}
        onClose={dish.close}
        onCloseAutoFocus={dish.onCloseAutoFocus}
        isFavorite={dish.selected ? favorites.isFavorite(dish.selected.id) : false}
        onToggleFavorite={favorites.toggle}
      />
    </MenuPageFrame>
  );
}
