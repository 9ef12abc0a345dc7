import type { PublicMenuItemDto } from '@shared/schemas/menu';

/** A public menu dish for tests: $10, available and orderable, without options, not featured, untranslated; `extra` changes any field. */
export function testDish(
  id: number,
  name: string,
  category: string,
  extra: Partial<PublicMenuItemDto> = {},
): PublicMenuItemDto {
  return {
    id,
    name,
    description: `${name} description`,
    category,
    price: '10.00',
    image: null,
    ingredients: null,
    tags: [],
    specials: null,
    available: true,
    featured: 0,
    translations: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    orderable: true,
    orderableOnline: true,
    soldOut: false,
    kitchenLoad: 1,
    options: [],
    ...extra,
  };
}
