import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMenuI18n } from '@/i18n/menu';
import { useCategoryLabel } from '@/lib/dish-text';
import { useCategories, useMenuItems } from '../api';
import type { OpenDish } from '../dish-dialog';
import { emptyReason, filterMenu, type MenuFilter } from '../menu-filters';
import { CategoryFilter } from './category-filter';
import { FavoritesToggle } from './favorites-toggle';
import { MenuItemCard } from './menu-item-card';
import { MenuSearch } from './menu-search';
import { MenuEmpty, MenuError, MenuLoading } from './menu-status';

interface FullMenuProps {
  onOpen: OpenDish;
  favoriteIds: ReadonlySet<number>;
  onToggleFavorite: (id: number) => void;
}

/**
 * "Full Menu": the whole list from `GET /api/menu-items`, filtered in the browser by category,
 * search and favourites so the three combine instantly (and the printable menu shares the one
 * cached list). The category buttons come from `GET /api/categories`.
 */
export function FullMenu({ onOpen, favoriteIds, onToggleFavorite }: FullMenuProps) {
  const { t } = useMenuI18n();
  const items = useMenuItems();
  const categories = useCategories();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const categoryLabel = useCategoryLabel(items.data);

  const filter: MenuFilter = { category, search: deferredSearch, onlyIds: favoritesOnly ? favoriteIds : null };
  const visible = filterMenu(items.data ?? [], filter);
  const filtered = filter.category !== null || filter.search.trim() !== '' || favoritesOnly;
  const reset = () => {
    setCategory(null);
    setSearch('');
    setFavoritesOnly(false);
  };

  const emptyMessage = {
    search: t('menu.empty.search', { search: deferredSearch.trim() }),
    favorites: t('menu.empty.favorites'),
    category: t('menu.empty.category', { category: category ? categoryLabel(category).label : '' }),
    all: t('menu.empty.all'),
  }[emptyReason(filter)];

  return (
    <section aria-labelledby="menu-full-title" className="mx-auto max-w-6xl px-4 pt-12 sm:pt-16">
      <h2 id="menu-full-title" className="text-3xl font-semibold">
        {t('menu.full.title')}
      </h2>

      <div className="mt-6 grid gap-4 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-[var(--shadow-card)] sm:p-5">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <MenuSearch value={search} onChange={setSearch} />
          <FavoritesToggle
            active={favoritesOnly}
            count={favoriteIds.size}
            onToggle={() => setFavoritesOnly((value) => !value)}
          />
        </div>
        <CategoryFilter
          categories={categories.data ?? []}
          labelOf={categoryLabel}
          selected={category}
          onSelect={setCategory}
        />
      </div>

      <div className="mt-6">
        {items.isPending ? (
          <MenuLoading />
        ) : items.isError ? (
          <MenuError onRetry={() => void items.refetch()} />
        ) : (
          <>
            {/* Announces the count as filters change; an empty list is announced by its message instead. */}
            <p aria-live="polite" className="mb-4 text-sm text-muted-foreground empty:hidden">
              {visible.length === 0 ? '' : t('menu.results', { count: visible.length })}
            </p>
            {visible.length === 0 ? (
              <MenuEmpty
                message={emptyMessage}
                action={
                  filtered && (
                    <Button variant="outline" onClick={reset}>
                      {t('menu.empty.reset')}
                    </Button>
                  )
                }
              />
            ) : (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((item) => (
                  <MenuItemCard
                    key={item.id}
                    item={item}
                    onOpen={onOpen}
                    isFavorite={favoriteIds.has(item.id)}
                    onToggleFavorite={onToggleFavorite}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
