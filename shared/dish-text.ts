import { DEFAULT_LANGUAGE, type SiteLanguage } from './language-path';
import type { CategoryTranslations, PublicMenuItemDto } from './schemas/menu';

type DishField = 'name' | 'description' | 'ingredients' | 'category';

export interface DishText {
  name: string;
  description: string;
  ingredients: string | null;
  category: string;
  /**
   * "en" for each field shown in English on a page in another language (it has no translation),
   * for the `lang` attribute of the element showing it, so a screen reader reads it as English.
   */
  lang: Record<DishField, typeof DEFAULT_LANGUAGE | undefined>;
}

/** A dish's words in `language`, each field falling back to its English one when it has none. */
export function dishText(item: PublicMenuItemDto, language: SiteLanguage): DishText {
  const translated = language === DEFAULT_LANGUAGE ? undefined : item.translations[language];
  const english = (field: DishField) =>
    language !== DEFAULT_LANGUAGE && !translated?.[field] && item[field] ? DEFAULT_LANGUAGE : undefined;
  return {
    name: translated?.name || item.name,
    description: translated?.description || item.description,
    ingredients: translated?.ingredients || item.ingredients,
    category: translated?.category || item.category,
    lang: {
      name: english('name'),
      description: english('description'),
      ingredients: english('ingredients'),
      category: english('category'),
    },
  };
}

/** A category's name in `language`, falling back to its English name (then `lang` is "en"). */
export function categoryText(
  category: { name: string; translations: CategoryTranslations },
  language: SiteLanguage,
): { name: string; lang: typeof DEFAULT_LANGUAGE | undefined } {
  const translated = language === DEFAULT_LANGUAGE ? undefined : category.translations[language]?.name;
  return translated
    ? { name: translated, lang: undefined }
    : { name: category.name, lang: language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE };
}
