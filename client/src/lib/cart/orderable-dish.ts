import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { MenuItemOptionDto, NameTranslations } from '@shared/schemas/ordering';

/** A menu dish as GET /api/menu-items answers it, with whether it can be ordered for pickup and its option groups. */
export type OrderableDish = PublicMenuItemDto & { orderable?: boolean; options?: MenuItemOptionDto[] };

/** Whether "Add to order" shows for the dish: the server says it can be ordered for pickup (and it is available). */
export function isOrderable(item: PublicMenuItemDto): boolean {
  return (item as OrderableDish).orderable === true && item.available !== false;
}

export function optionGroupsOf(item: PublicMenuItemDto): MenuItemOptionDto[] {
  return (item as OrderableDish).options ?? [];
}

/** The dish's name in each language the cart shows it in. */
export function dishNameTranslations(item: PublicMenuItemDto): NameTranslations {
  const am = item.translations.am?.name;
  return am ? { am: { name: am } } : {};
}
