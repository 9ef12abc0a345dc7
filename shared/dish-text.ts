import type { SiteLanguage } from './language-path';
import type { PublicMenuItemDto } from './schemas/menu';

export interface DishText {
  name: string;
  description: string;
  ingredients: string | null;
  category: string;
}

/** A dish's words in `language`, each field falling back to its English one when it has none. */
export function dishText(item: PublicMenuItemDto, language: SiteLanguage): DishText {
  const translated = language === 'en' ? undefined : item.translations[language];
  return {
    name: translated?.name || item.name,
    description: translated?.description || item.description,
    ingredients: translated?.ingredients || item.ingredients,
    category: translated?.category || item.category,
  };
}
