import { useCallback } from 'react';
import { dishText, type DishText } from '@shared/dish-text';
import { DEFAULT_LANGUAGE } from '@shared/language-path';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { useI18n } from './i18n';

/** A dish's words in the page's language, each field falling back to English. */
export function useDishText(): (item: PublicMenuItemDto) => DishText {
  const { language } = useI18n();
  return useCallback((item: PublicMenuItemDto) => dishText(item, language), [language]);
}

/** A category's name as the diner reads it, with the `lang` it needs when that is English on a page in another language. */
export interface CategoryLabel {
  label: string;
  lang: DishText['lang']['category'];
}

/** A category's name in the page's language, as the menu's dishes carry it; English when none does. */
export function useCategoryLabel(items: readonly PublicMenuItemDto[] | undefined): (category: string) => CategoryLabel {
  const { language } = useI18n();
  const textOf = useDishText();
  return useCallback(
    (category: string) => {
      const lower = category.toLowerCase();
      const dish = items?.find((item) => item.category.toLowerCase() === lower);
      if (!dish) return { label: category, lang: language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE };
      const text = textOf(dish);
      return { label: text.category, lang: text.lang.category };
    },
    [items, textOf, language],
  );
}
