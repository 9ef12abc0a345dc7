import { useCallback } from 'react';
import { dishText, type DishText } from '@shared/dish-text';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { useI18n } from './i18n';

/** A dish's words in the page's language, each field falling back to English. */
export function useDishText(): (item: PublicMenuItemDto) => DishText {
  const { language } = useI18n();
  return useCallback((item: PublicMenuItemDto) => dishText(item, language), [language]);
}

/** A category's name in the page's language, as the menu's dishes carry it; English when none does. */
export function useCategoryLabel(items: readonly PublicMenuItemDto[] | undefined): (category: string) => string {
  const textOf = useDishText();
  return useCallback(
    (category: string) => {
      const lower = category.toLowerCase();
      const dish = items?.find((item) => item.category.toLowerCase() === lower);
      return dish ? textOf(dish).category : category;
    },
    [items, textOf],
  );
}
