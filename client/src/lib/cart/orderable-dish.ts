import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { MenuItemOptionDto, NameTranslations } from '@shared/schemas/ordering';

/** Whether "Add to order" shows for the dish: the server says it can be ordered for pickup now. */
export function isOrderable(item: PublicMenuItemDto): boolean {
  return item.orderable === true;
}

export function optionGroupsOf(item: PublicMenuItemDto): MenuItemOptionDto[] {
  return item.options ?? [];
}

/** The dish's name in each language the cart shows it in. */
export function dishNameTranslations(item: PublicMenuItemDto): NameTranslations {
  const am = item.translations.am?.name;
  return am ? { am: { name: am } } : {};
}
