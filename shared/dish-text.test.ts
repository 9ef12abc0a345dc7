import { describe, expect, test } from 'vitest';
import { categoryText, dishText } from './dish-text';
import type { PublicMenuItemDto } from './schemas/menu';

const dish = (translations: PublicMenuItemDto['translations']): PublicMenuItemDto =>
  ({
    id: 1,
    name: 'Doro Wat',
    description: 'Chicken stewed in berbere.',
    ingredients: 'Chicken, berbere, egg',
    category: 'Entrees',
    price: '18.00',
    translations,
  }) as PublicMenuItemDto;

describe("a dish's words in the page's language", () => {
  test('in English, the English fields, none marked', () => {
    const text = dishText(dish({ am: { name: 'ዶሮ ወጥ' } }), 'en');
    expect(text).toMatchObject({ name: 'Doro Wat', category: 'Entrees' });
    expect(Object.values(text.lang).every((lang) => lang === undefined)).toBe(true);
  });

  test('in Amharic, each missing field falls back to English on its own, and says it is English', () => {
    const text = dishText(dish({ am: { name: 'ዶሮ ወጥ', category: 'ዋና ምግቦች' } }), 'am');
    expect(text).toMatchObject({
      name: 'ዶሮ ወጥ',
      description: 'Chicken stewed in berbere.',
      ingredients: 'Chicken, berbere, egg',
      category: 'ዋና ምግቦች',
    });
    expect(text.lang).toEqual({ name: undefined, description: 'en', ingredients: 'en', category: undefined });
  });

  test('an empty translation counts as missing; a field empty in English too needs no mark', () => {
    const text = dishText(
      { ...dish({ am: { name: '', description: 'በበርበሬ የተሠራ የዶሮ ወጥ።' } }), ingredients: null },
      'am',
    );
    expect(text.name).toBe('Doro Wat');
    expect(text.lang).toEqual({ name: 'en', description: undefined, ingredients: undefined, category: 'en' });
  });
});

describe("a category's name in the page's language", () => {
  test('its translation, or its English name marked as English', () => {
    expect(categoryText({ name: 'Desserts', translations: { am: { name: 'ጣፋጮች' } } }, 'am')).toEqual({
      name: 'ጣፋጮች',
      lang: undefined,
    });
    expect(categoryText({ name: 'Brunch', translations: {} }, 'am')).toEqual({ name: 'Brunch', lang: 'en' });
    expect(categoryText({ name: 'Desserts', translations: { am: { name: 'ጣፋጮች' } } }, 'en')).toEqual({
      name: 'Desserts',
      lang: undefined,
    });
  });
});
