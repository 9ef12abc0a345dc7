import { useCallback, useState } from 'react';
import { usePageMeta } from '@/components/seo/page-meta';
import { FeaturedDishes } from '@/features/menu/components/featured-dishes';
import { FullMenu } from '@/features/menu/components/full-menu';
import { ctaOutlineButton, MenuCallToAction } from '@/features/menu/components/menu-call-to-action';
import { ReservationDialog } from '@/features/reservations/components/reservation-dialog';
import { MenuHero } from '@/features/menu/components/menu-hero';
import { MenuItemDialog } from '@/features/menu/components/menu-item-dialog';
import { MenuPrintSheet } from '@/features/menu/components/menu-print-sheet';
import { PrintMenuButton } from '@/features/menu/components/print-menu-button';
import { useDishDialog } from '@/features/menu/dish-dialog';
import { useFavorites } from '@/features/menu/favorites';
import '@/features/menu/menu-print.css';
import { useMenuI18n } from '@/i18n/menu';

/** /menu (version B): featured dishes, the filterable full menu, favourites and the printable menu. */
export default function MenuPage() {
  const { t } = useMenuI18n();
  usePageMeta(t('menu.meta.title'), t('menu.meta.description'));
  const favorites = useFavorites();
  const dish = useDishDialog();
  const [printRequested, setPrintRequested] = useState(false);
  const printDone = useCallback(() => setPrintRequested(false), []);

  return (
    <>
      <MenuHero title={t('page.menu.title')} lead={t('page.menu.lead')}>
        <PrintMenuButton onClick={() => setPrintRequested(true)} preparing={printRequested} />
      </MenuHero>
      <FeaturedDishes onOpen={dish.open} isFavorite={favorites.isFavorite} onToggleFavorite={favorites.toggle} />
      <FullMenu onOpen={dish.open} favoriteIds={favorites.ids} onToggleFavorite={favorites.toggle} />
      <MenuCallToAction
        reserveAction={
          <ReservationDialog
            trigger={
              <button type="button" className={ctaOutlineButton}>
                {t('menu.cta.reserve')}
              </button>
            }
          />
        }
      />
      <MenuItemDialog
        item={dish.selected}
        onClose={dish.close}
        onCloseAutoFocus={dish.onCloseAutoFocus}
        isFavorite={dish.selected ? favorites.isFavorite(dish.selected.id) : false}
        onToggleFavorite={favorites.toggle}
      />
      <MenuPrintSheet requested={printRequested} onDone={printDone} />
    </>
  );
}
