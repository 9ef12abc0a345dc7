import { TRANSLATED_LANGUAGES } from '@shared/language-path';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import type {
  CategoryDto,
  categorySchema,
  MenuItemDto,
  MenuItemFormValues,
  OptionGroupFormValues,
} from '@shared/schemas/menu';
import type { MenuItemOptionDto } from '@shared/schemas/ordering';
import { sameCategory } from '@/lib/same-category';

/** The categories in their display order (ties by name), as the server lists them. */
export function inDisplayOrder(categories: readonly CategoryDto[]): CategoryDto[] {
  return [...categories].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

export interface CategoryFilterOption {
  name: string;
  /** Its names in other languages, for the button's label. */
  translations: CategoryDto['translations'];
  count: number;
  /** False when the category is switched off (its dishes are hidden from the public menu). */
  enabled: boolean;
}

/**
 * One filter button per category, in the categories' display order, with its dish count; a
 * dish filed under a name no category has (possible only through a direct database edit)
 * still gets a button after them, so it can never be filtered out of sight.
 */
export function categoryFilterOptions(
  items: readonly MenuItemDto[],
  categories: readonly CategoryDto[],
): CategoryFilterOption[] {
  const options: CategoryFilterOption[] = inDisplayOrder(categories).map((category) => ({
    name: category.name,
    translations: category.translations,
    enabled: category.enabled,
    count: items.filter((item) => sameCategory(item.category, category.name)).length,
  }));
  for (const item of items) {
    if (options.some((option) => sameCategory(option.name, item.category))) continue;
    options.push({
      name: item.category,
      translations: {},
      enabled: true,
      count: items.filter((other) => sameCategory(other.category, item.category)).length,
    });
  }
  return options;
}

/** The dishes of one category, or all of them when no category is chosen. */
export function filterByCategory(items: readonly MenuItemDto[], category: string | null): MenuItemDto[] {
  return category === null ? [...items] : items.filter((item) => sameCategory(item.category, category));
}

/** Whether a dish's category is switched off, so the public menu does not show it. */
export function inDisabledCategory(item: MenuItemDto, categories: readonly CategoryDto[]): boolean {
  return categories.some((category) => !category.enabled && sameCategory(category.name, item.category));
}

export interface CategoryChoice {
  name: string;
  enabled: boolean;
}

/**
 * The dish form's category choices: every category, plus the dish's own when no category has
 * its name (possible only through a direct database edit), so saving it changes nothing unasked.
 */
export function categoryChoices(categories: readonly CategoryDto[], item: MenuItemDto | null): CategoryChoice[] {
  const choices = categories.map((category) => ({ name: category.name, enabled: category.enabled }));
  if (item && !choices.some((choice) => sameCategory(choice.name, item.category)))
    choices.push({ name: item.category, enabled: true });
  return choices;
}

/** "vegan, spicy ,, Vegan" -> ["vegan", "spicy"]: trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

export function formatTags(tags: readonly string[] | undefined): string {
  return (tags ?? []).join(', ');
}

/** The form for a new dish; the category starts as the filter being looked at, if any. */
export function emptyItemValues(category: string | null): MenuItemFormValues {
  return {
    name: '',
    description: '',
    price: '',
    category: category ?? '',
    image: null,
    ingredients: '',
    tags: [],
    specials: '',
    available: true,
    featured: 0,
    translations: {},
    orderableOnline: true,
    kitchenLoad: 1,
    options: [],
  };
}

/** Each translated name of an option group or choice as the form edits it (a missing one empty). */
function nameTranslations(translations: MenuItemOptionDto['translations']) {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map(({ code }) => [code, { name: translations[code]?.name ?? '' }]));
}

/** A new option group: one choice, none required. */
export function emptyOptionGroup(): OptionGroupFormValues {
  return { name: '', translations: {}, minChoices: 0, maxChoices: 1, values: [emptyOptionValue()] };
}

export function emptyOptionValue(): OptionGroupFormValues['values'][number] {
  return { name: '', translations: {}, priceDelta: '0.00', isDefault: false };
}

/** A dish's option groups as the form edits them. */
export function optionsToFormValues(options: readonly MenuItemOptionDto[]): OptionGroupFormValues[] {
  return options.map((group) => ({
    name: group.name,
    translations: nameTranslations(group.translations),
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    values: group.values.map((value) => ({
      name: value.name,
      translations: nameTranslations(value.translations),
      priceDelta: value.priceDelta,
      isDefault: value.isDefault,
    })),
  }));
}

/** The form filled in from a dish; PUT sends the whole form again. */
export function itemToFormValues(item: MenuItemDto): MenuItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: item.price,
    category: item.category,
    image: item.image,
    ingredients: item.ingredients ?? '',
    tags: [...item.tags],
    specials: item.specials ?? '',
    available: item.available,
    featured: item.featured,
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map(({ code }) => {
        const words = item.translations[code];
        return [
          code,
          { name: words?.name ?? '', description: words?.description ?? '', ingredients: words?.ingredients ?? '' },
        ];
      }),
    ),
    orderableOnline: item.orderableOnline,
    kitchenLoad: item.kitchenLoad,
    options: optionsToFormValues(item.options),
  };
}

const FORM_FIELDS = [
  'name',
  'description',
  'price',
  'category',
  'image',
  'ingredients',
  'tags',
  'specials',
  'available',
  'featured',
  'orderableOnline',
  'kitchenLoad',
] as const;
export type MenuFormField = (typeof FORM_FIELDS)[number];

// The option groups' own fields, where a server message is shown as it is:
// "options.1.maxChoices", "options.0.values", "options.0.values.2.priceDelta".
const OPTION_FIELD =
  /^options(\.\d+\.(name|minChoices|maxChoices|values(\.\d+\.(name|priceDelta|isDefault))?|translations\.[a-z]+\.name))?$/;
const OPTION_VALUE_NAME = /^options\.\d+\.values\.\d+\.translations\.[a-z]+\.name$/;

/**
 * A server field error's path ("tags.2") as the form field it belongs to ("tags"); an option
 * group's path as it is; null for a path the form has no field for.
 */
export function formFieldOf(path: string): Path<MenuItemFormValues> | null {
  if (OPTION_FIELD.test(path) || OPTION_VALUE_NAME.test(path)) return path as Path<MenuItemFormValues>;
  const head = path.split('.')[0];
  return (FORM_FIELDS as readonly string[]).includes(head ?? '') ? (head as MenuFormField) : null;
}

/** The fields of the new-category form and of a category's names form, as typed. */
export type CategoryFormValues = z.input<typeof categorySchema>;

/** A category's names as the form starts: a new one blank, an existing one as stored (a missing translation empty). */
export function categoryFormValues(category?: CategoryDto): CategoryFormValues {
  return {
    name: category?.name ?? '',
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map(({ code }) => [code, { name: category?.translations[code]?.name ?? '' }]),
    ),
  };
}

/** The server's field paths ("translations.am.name") the category forms have a field for. */
export function categoryFieldOf(path: string): Path<CategoryFormValues> | null {
  if (path === 'name') return 'name';
  const language = /^translations\.([a-z]+)\.name$/.exec(path)?.[1];
  return TRANSLATED_LANGUAGES.some(({ code }) => code === language) ? (path as Path<CategoryFormValues>) : null;
}
