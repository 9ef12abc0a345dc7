import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { searchable } from '@shared/search-text';
import { sameCategory } from '@/lib/same-category';

/**
 * A match on the dish's name or description, in English or any of its translations, so a diner
 * finds "ዶሮ ወጥ" by typing "doro" or "ዶሮ" in either language; case and Ethiopic homophones aside.
 */
export function matchesSearch(item: PublicMenuItemDto, search: string): boolean {
  const needle = searchable(search.trim());
  if (!needle) return true;
  const texts = [
    item.name,
    item.description,
    ...Object.values(item.translations).flatMap((words) => [words?.name, words?.description]),
  ];
  return texts.some((text) => text && searchable(text).includes(needle));
}

export interface MenuFilter {
  /** A category name from `GET /api/categories`, or null for All Categories. */
  category: string | null;
  search: string;
  /** When set, only these dish ids are kept (the Favorites filter). */
  onlyIds: ReadonlySet<number> | null;
}

export function filterMenu(items: readonly PublicMenuItemDto[], filter: MenuFilter): PublicMenuItemDto[] {
  return items.filter(
    (item) =>
      (!filter.category || sameCategory(item.category, filter.category)) &&
      (!filter.onlyIds || filter.onlyIds.has(item.id)) &&
      matchesSearch(item, filter.search),
  );
}

export type EmptyReason = 'search' | 'favorites' | 'category' | 'all';

/** Which empty-state text applies: the search first, then favourites, the category, else the whole menu. */
export function emptyReason(filter: MenuFilter): EmptyReason {
  if (filter.search.trim()) return 'search';
  if (filter.onlyIds) return 'favorites';
  if (filter.category) return 'category';
  return 'all';
}

export interface CategoryGroup {
  category: string;
  items: PublicMenuItemDto[];
}

/** Groups dishes by category, in the server's category order; unknown categories follow in item order. */
export function groupByCategory(
  items: readonly PublicMenuItemDto[],
  categoryOrder: readonly string[] = [],
): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  for (const item of items) {
    let group = groups.find((candidate) => sameCategory(candidate.category, item.category));
    if (!group) {
      group = { category: item.category, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  const rank = (category: string) => {
    const index = categoryOrder.findIndex((name) => sameCategory(name, category));
    return index === -1 ? categoryOrder.length : index;
  };
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => rank(a.group.category) - rank(b.group.category) || a.index - b.index)
    .map(({ group }) => group);
}
