import { z } from 'zod';
import { type DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type SiteLanguage } from '../language-path';
import { imagePath, moneyString, optionalText, requiredText, typedText, type TextLines } from './common';
import { msg } from '../messages/message';
import { ORDERING } from '../ordering-constants';
import type { MenuItemOptionDto, NameTranslations } from './ordering';

/** The languages a dish or category is translated into: every one the site speaks but English. */
export type TranslatedLanguage = Exclude<SiteLanguage, typeof DEFAULT_LANGUAGE>;
const TRANSLATED = TRANSLATED_LANGUAGES.map((language) => language.code);

/** A dish's own words in one other language; a missing field shows in English. */
export interface DishTranslation {
  name?: string;
  description?: string;
  ingredients?: string;
}
/** A dish's translations by language code: `{ am: { name, description } }`. */
export type DishTranslations = Partial<Record<TranslatedLanguage, DishTranslation>>;
/** A category's name by language code: `{ am: { name } }`. */
export type CategoryTranslations = Partial<Record<TranslatedLanguage, { name?: string }>>;

/**
 * Translations in a write: blank fields are dropped, and a language left with none is dropped
 * too. Left out of a write, the stored translations stay as they are.
 */
function translationsOf<Translations>(fields: z.ZodRawShape) {
  const byLanguage = Object.fromEntries(
    TRANSLATED.map((language) => [language, z.object(fields).partial().optional()]),
  );
  return z
    .object(byLanguage)
    .partial()
    .transform((value): Translations => {
      const kept: Record<string, Record<string, string>> = {};
      for (const [language, texts] of Object.entries(
        value as Record<string, Record<string, string | null | undefined> | undefined>,
      )) {
        const filled = Object.fromEntries(
          Object.entries(texts ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
        );
        if (Object.keys(filled).length) kept[language] = filled;
      }
      return kept as Translations;
    })
    .optional();
}

const translatedText = (max: number, lines: TextLines = 'single') => optionalText(max, lines);
export const dishTranslationsSchema = translationsOf<DishTranslations>({
  name: translatedText(120),
  description: translatedText(1000, 'multi'),
  ingredients: translatedText(1000, 'multi'),
});
export const categoryTranslationsSchema = translationsOf<CategoryTranslations>({ name: translatedText(60) });
const optionTranslationsSchema = translationsOf<NameTranslations>({ name: translatedText(60) });

/** The most a choice may add to a dish's price. */
export const MAX_PRICE_DELTA_CENTS = 100_000;

const choiceCount = (min: number) =>
  z
    .number({ error: msg('menuOptions.choicesWhole', { min, max: ORDERING.maxOptionValues }) })
    .int(msg('menuOptions.choicesWhole', { min, max: ORDERING.maxOptionValues }))
    .min(min, msg('menuOptions.choicesWhole', { min, max: ORDERING.maxOptionValues }))
    .max(ORDERING.maxOptionValues, msg('menuOptions.choicesWhole', { min, max: ORDERING.maxOptionValues }));

/** One choice of an option group: "Hot", "100% teff injera" (+$3.00). */
export const optionValueSchema = z.object({
  name: requiredText(msg('menuOptions.valueNameRequired'), 60),
  translations: optionTranslationsSchema,
  priceDelta: moneyString(msg('menuOptions.priceDelta'), {
    min: { cents: 0, message: msg('menuOptions.priceDelta') },
    max: { cents: MAX_PRICE_DELTA_CENTS, message: msg('menuOptions.priceDelta') },
  }).default('0.00'),
  isDefault: z.boolean().default(false),
});

/**
 * An option group of a dish: the diner picks from `minChoices` to `maxChoices` of its values;
 * a group with a minimum of 1 or more must be answered.
 */
export const optionGroupSchema = z
  .object({
    name: requiredText(msg('menuOptions.groupNameRequired'), 60),
    translations: optionTranslationsSchema,
    minChoices: choiceCount(0),
    maxChoices: choiceCount(1),
    values: z
      .array(optionValueSchema)
      .min(1, msg('menuOptions.valuesRequired'))
      .max(ORDERING.maxOptionValues, msg('menuOptions.tooManyValues', { max: ORDERING.maxOptionValues })),
  })
  .superRefine((group, ctx) => {
    if (group.minChoices > group.maxChoices)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: msg('menuOptions.minOverMax') });
    if (group.values.length > 0 && group.maxChoices > group.values.length)
      ctx.addIssue({
        code: 'custom',
        path: ['maxChoices'],
        message: msg('menuOptions.maxOverValues', { count: group.values.length }),
      });
    if (group.values.filter((value) => value.isDefault).length > group.maxChoices)
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: msg('menuOptions.tooManyDefaults', { max: group.maxChoices }),
      });
  });
export type OptionGroupInput = z.infer<typeof optionGroupSchema>;
export type OptionGroupFormValues = z.input<typeof optionGroupSchema>;

/** The Add / Edit Menu Item form; PUT sends the whole form again. */
export const menuItemSchema = z.object({
  name: requiredText(msg('field.nameRequired'), 120),
  description: requiredText(msg('menu.descriptionRequired'), 1000, 'multi'),
  price: moneyString(msg('menu.priceRequired')),
  category: requiredText(msg('menu.categoryRequired'), 60),
  image: imagePath(msg('menu.imagePath')),
  ingredients: optionalText(1000, 'multi'),
  tags: z.array(typedText().min(1).max(40)).max(20).default([]),
  specials: optionalText(500),
  available: z.boolean().default(true),
  featured: z.union([z.literal(0), z.literal(1)]).default(0),
  translations: dishTranslationsSchema,
  /** Left out of a write, the stored value stays (a new dish: 1). */
  kitchenLoad: z
    .number({ error: msg('menuOptions.kitchenLoad', { max: ORDERING.maxKitchenLoad }) })
    .int(msg('menuOptions.kitchenLoad', { max: ORDERING.maxKitchenLoad }))
    .min(1, msg('menuOptions.kitchenLoad', { max: ORDERING.maxKitchenLoad }))
    .max(ORDERING.maxKitchenLoad, msg('menuOptions.kitchenLoad', { max: ORDERING.maxKitchenLoad }))
    .optional(),
  /** Whether diners may order it for pickup; left out, the stored value stays (a new dish: yes). */
  orderableOnline: z.boolean().optional(),
  /** Replaces every option group of the dish; left out, they stay as they are. */
  options: z
    .array(optionGroupSchema)
    .max(ORDERING.maxOptionGroups, msg('menuOptions.tooManyGroups', { max: ORDERING.maxOptionGroups }))
    .optional(),
});

/** `GET /api/menu-items?category=...`; an empty value means every category. */
export const menuQuerySchema = z.object({
  category: z
    .string({ error: msg('menu.giveCategory') })
    .trim()
    .max(60, msg('menu.categoryTooLong'))
    .optional()
    .transform((value) => value || undefined),
});

const categoryName = typedText('single', msg('menu.categoryNameRequired'))
  .min(1, msg('menu.categoryNameRequired'))
  .max(60, msg('menu.categoryNameTooLong'));
const displayOrder = z
  .number({ error: msg('menu.orderWhole') })
  .int(msg('menu.orderWhole'))
  .min(0, msg('menu.orderNegative'))
  .max(10_000, msg('menu.orderTooLarge'));
const enabled = z.boolean({ error: msg('menu.enabledBoolean') });

/** New category; without displayOrder it goes last (the number of categories + 1). */
export const categorySchema = z.object({
  name: categoryName,
  displayOrder: displayOrder.optional(),
  enabled: enabled.default(true),
  translations: categoryTranslationsSchema,
});

/** A category change: any of the fields, omitted ones stay as they are. */
export const categoryUpdateSchema = z.object({
  name: categoryName.optional(),
  displayOrder: displayOrder.optional(),
  enabled: enabled.optional(),
  translations: categoryTranslationsSchema,
});

export type MenuItemInput = z.infer<typeof menuItemSchema>;
export type MenuItemFormValues = z.input<typeof menuItemSchema>;
export type MenuQuery = z.infer<typeof menuQuerySchema>;
export type CategoryInput = z.infer<typeof categorySchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

export interface PriceChangeDto {
  /** Decimal string, e.g. "18.50". */
  price: string;
  /** ISO timestamp. */
  changedAt: string;
}

/** A public menu card or featured dish (`GET /api/menu-items`, `GET /api/featured-dishes`). */
export interface PublicMenuItemDto {
  id: number;
  name: string;
  description: string;
  /** Decimal string, e.g. "18.50". */
  price: string;
  category: string;
  image: string | null;
  ingredients: string | null;
  tags: string[];
  specials: string | null;
  available: boolean;
  featured: 0 | 1;
  /** The dish in other languages, and its category's name in them. */
  translations: Partial<Record<TranslatedLanguage, DishTranslation & { category?: string }>>;
  createdAt: string;
  updatedAt: string;
  /** Diners can order it for pickup now: available, for pickup, and not sold out today. */
  orderable: boolean;
  /** The restaurant offers it for pickup (alcohol and dine-in dishes are not). */
  orderableOnline: boolean;
  /** Marked sold out for the rest of today (restaurant-local). */
  soldOut: boolean;
  /** Kitchen work of one portion, in load units. */
  kitchenLoad: number;
  /** Its option groups in their order, each with its values in order. */
  options: MenuItemOptionDto[];
}

/** A menu item as Menu Management sees it, with its price history. */
export interface MenuItemDto extends PublicMenuItemDto {
  priceHistory: PriceChangeDto[];
}

/** A row of the Manage Categories dialog (`GET /api/admin/categories`). */
export interface CategoryDto {
  id: number;
  name: string;
  enabled: boolean;
  displayOrder: number;
  /** One of the 9 fixed categories: can be switched off, never renamed or deleted. */
  builtIn: boolean;
  translations: CategoryTranslations;
  createdAt: string;
  /** Menu items filed under this category, available or not. */
  itemCount: number;
}
