import { describe, expect, test } from 'vitest';
import type { CategoryDto, MenuItemDto } from '@shared/schemas/menu';
import { categorySchema, categoryUpdateSchema } from '@shared/schemas/menu';
import {
  categoryChoices,
  categoryFieldOf,
  categoryFormValues,
  categoryFilterOptions,
  emptyItemValues,
  filterByCategory,
  formFieldOf,
  formatTags,
  inDisabledCategory,
  inDisplayOrder,
  itemToFormValues,
  parseTags,
} from './menu-admin';
import { testDish } from '@/test/menu-fixtures';

function dish(id: number, name: string, category: string, extra: Partial<MenuItemDto> = {}): MenuItemDto {
  return { ...testDish(id, name, category), priceHistory: [], ...extra };
}

function category(id: number, name: string, displayOrder: number, extra: Partial<CategoryDto> = {}): CategoryDto {
  return {
    id,
    name,
    displayOrder,
    enabled: true,
    builtIn: false,
    translations: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    itemCount: 0,
    ...extra,
  };
}

describe('categoryFilterOptions', () => {
  test('lists every category in display order with its dish count, empty ones included', () => {
    const categories = [
      category(1, 'Vegetarian', 2, { translations: { am: { name: 'የጾም ምግቦች' } } }),
      category(2, 'Appetizers', 1),
      category(3, 'Desserts', 3, { enabled: false }),
    ];
    const items = [dish(1, 'Shiro', 'Vegetarian'), dish(2, 'Gomen', 'vegetarian'), dish(3, 'Sambusa', 'Appetizers')];

    expect(categoryFilterOptions(items, categories)).toEqual([
      { name: 'Appetizers', translations: {}, count: 1, enabled: true },
      { name: 'Vegetarian', translations: { am: { name: 'የጾም ምግቦች' } }, count: 2, enabled: true },
      { name: 'Desserts', translations: {}, count: 0, enabled: false },
    ]);
  });

  test('a dish filed under an unknown category still gets a button, once', () => {
    const options = categoryFilterOptions(
      [dish(1, 'Tej', 'Drinks'), dish(2, 'Tella', 'drinks')],
      [category(1, 'Appetizers', 1)],
    );
    expect(options).toEqual([
      { name: 'Appetizers', translations: {}, count: 0, enabled: true },
      { name: 'Drinks', translations: {}, count: 2, enabled: true },
    ]);
  });
});

test('inDisplayOrder sorts by display order, then by name, without touching the list it is given', () => {
  const categories = [category(1, 'Vegetarian', 2), category(2, 'Desserts', 1), category(3, 'Appetizers', 1)];
  expect(inDisplayOrder(categories).map((entry) => entry.name)).toEqual(['Appetizers', 'Desserts', 'Vegetarian']);
  expect(categories.map((entry) => entry.name)).toEqual(['Vegetarian', 'Desserts', 'Appetizers']);
});

describe('categoryChoices', () => {
  const categories = [category(1, 'Appetizers', 1), category(2, 'Desserts', 2, { enabled: false })];

  test('offers every category with whether it is switched on', () => {
    expect(categoryChoices(categories, null)).toEqual([
      { name: 'Appetizers', enabled: true },
      { name: 'Desserts', enabled: false },
    ]);
  });

  test('keeps a dish’s own category when no category has that name, whatever the case', () => {
    expect(categoryChoices(categories, dish(1, 'Tej', 'Drinks')).map((choice) => choice.name)).toEqual([
      'Appetizers',
      'Desserts',
      'Drinks',
    ]);
    expect(categoryChoices(categories, dish(2, 'Baklava', 'desserts')).map((choice) => choice.name)).toEqual([
      'Appetizers',
      'Desserts',
    ]);
  });
});

describe('filterByCategory', () => {
  const items = [dish(1, 'Shiro', 'Vegetarian'), dish(2, 'Kitfo', 'Meat Dishes')];

  test('without a category every dish is kept', () => {
    expect(filterByCategory(items, null).map((item) => item.name)).toEqual(['Shiro', 'Kitfo']);
  });

  test('a category keeps its dishes, whatever the case', () => {
    expect(filterByCategory(items, 'meat dishes').map((item) => item.name)).toEqual(['Kitfo']);
    expect(filterByCategory(items, 'Desserts')).toEqual([]);
  });
});

test('inDisabledCategory is true only for a dish whose category is switched off', () => {
  const categories = [category(1, 'Desserts', 1, { enabled: false }), category(2, 'Appetizers', 2)];
  expect(inDisabledCategory(dish(1, 'Baklava', 'desserts'), categories)).toBe(true);
  expect(inDisabledCategory(dish(2, 'Sambusa', 'Appetizers'), categories)).toBe(false);
  expect(inDisabledCategory(dish(3, 'Tej', 'Unknown'), categories)).toBe(false);
});

describe('tags', () => {
  test('parseTags trims, drops blanks and repeats in any case', () => {
    expect(parseTags(' vegan, spicy ,, Vegan ,')).toEqual(['vegan', 'spicy']);
    expect(parseTags('')).toEqual([]);
  });

  test('formatTags joins with a comma and a space', () => {
    expect(formatTags(['vegan', 'spicy'])).toBe('vegan, spicy');
    expect(formatTags(undefined)).toBe('');
  });
});

describe('form values', () => {
  test('a new dish is available, not featured, in the category being looked at', () => {
    expect(emptyItemValues('Desserts')).toMatchObject({
      name: '',
      price: '',
      category: 'Desserts',
      available: true,
      featured: 0,
      tags: [],
      orderableOnline: true,
      kitchenLoad: 1,
      options: [],
    });
    expect(emptyItemValues(null).category).toBe('');
  });

  test('an existing dish fills every field; missing optional texts become empty strings', () => {
    const item = dish(1, 'Doro Wot', 'Meat Dishes', {
      price: '18.50',
      featured: 1,
      available: false,
      tags: ['spicy'],
      image: '/api/images/x',
    });
    expect(itemToFormValues(item)).toEqual({
      name: 'Doro Wot',
      description: 'Doro Wot description',
      price: '18.50',
      category: 'Meat Dishes',
      image: '/api/images/x',
      ingredients: '',
      tags: ['spicy'],
      specials: '',
      available: false,
      featured: 1,
      translations: { am: { name: '', description: '', ingredients: '' } },
      orderableOnline: true,
      kitchenLoad: 1,
      options: [],
    });
  });

  test("a dish's translations fill their fields, language by language", () => {
    const item = dish(1, 'Doro Wot', 'Meat Dishes', {
      translations: { am: { name: 'ዶሮ ወጥ', description: 'የበዓል ምግብ' } },
    });
    expect(itemToFormValues(item).translations).toEqual({
      am: { name: 'ዶሮ ወጥ', description: 'የበዓል ምግብ', ingredients: '' },
    });
  });

  test('formFieldOf maps a server path to its form field', () => {
    expect(formFieldOf('price')).toBe('price');
    expect(formFieldOf('tags.2')).toBe('tags');
    expect(formFieldOf('priceHistory')).toBeNull();
    expect(formFieldOf('kitchenLoad')).toBe('kitchenLoad');
    expect(formFieldOf('options')).toBe('options');
    expect(formFieldOf('options.1.maxChoices')).toBe('options.1.maxChoices');
    expect(formFieldOf('options.0.values')).toBe('options.0.values');
    expect(formFieldOf('options.0.values.2.priceDelta')).toBe('options.0.values.2.priceDelta');
    expect(formFieldOf('options.0.values.2.translations.am.name')).toBe('options.0.values.2.translations.am.name');
    expect(formFieldOf('options.0.id')).toBeNull();
  });

  test("a dish's option groups fill the form, a missing translation empty", () => {
    const item = dish(1, 'Doro Wot', 'Meat Dishes', {
      kitchenLoad: 2,
      orderableOnline: false,
      options: [
        {
          id: 9,
          name: 'Spice level',
          translations: { am: { name: 'የማቃጠል መጠን' } },
          required: true,
          minChoices: 1,
          maxChoices: 1,
          values: [{ id: 10, name: 'Hot', translations: {}, priceDelta: '0.00', isDefault: true }],
        },
      ],
    });
    expect(itemToFormValues(item)).toMatchObject({
      kitchenLoad: 2,
      orderableOnline: false,
      options: [
        {
          name: 'Spice level',
          translations: { am: { name: 'የማቃጠል መጠን' } },
          minChoices: 1,
          maxChoices: 1,
          values: [{ name: 'Hot', translations: { am: { name: '' } }, priceDelta: '0.00', isDefault: true }],
        },
      ],
    });
  });
});

describe('category forms', () => {
  test('a new category starts blank; an existing one with its names, a missing translation empty', () => {
    expect(categoryFormValues()).toEqual({ name: '', translations: { am: { name: '' } } });
    expect(categoryFormValues(category(1, 'Brunch', 1))).toEqual({
      name: 'Brunch',
      translations: { am: { name: '' } },
    });
    expect(categoryFormValues(category(2, 'Desserts', 2, { translations: { am: { name: 'ጣፋጭ' } } }))).toEqual({
      name: 'Desserts',
      translations: { am: { name: 'ጣፋጭ' } },
    });
  });

  test('the shared schemas read the form: the name trimmed, an empty translation dropped, a blank name refused', () => {
    expect(categorySchema.parse({ name: '  Brunch ', translations: { am: { name: '' } } })).toEqual({
      name: 'Brunch',
      enabled: true,
      translations: {},
    });
    expect(categoryUpdateSchema.parse(categoryFormValues(category(2, 'Desserts', 2)))).toEqual({
      name: 'Desserts',
      translations: {},
    });
    expect(categorySchema.safeParse(categoryFormValues()).success).toBe(false);
  });

  test('categoryFieldOf keeps the paths the forms have a field for', () => {
    expect(categoryFieldOf('name')).toBe('name');
    expect(categoryFieldOf('translations.am.name')).toBe('translations.am.name');
    expect(categoryFieldOf('translations.xx.name')).toBeNull();
    expect(categoryFieldOf('enabled')).toBeNull();
  });
});
