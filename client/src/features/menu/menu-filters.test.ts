import { describe, expect, test } from 'vitest';
import { MENU } from '@shared/constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { formatMoney, truncate } from '@/lib/format';
import { courseOfCategory, inCourse } from './course-tabs';
import { testDish } from '@/test/menu-fixtures';
import { emptyReason, filterMenu, groupByCategory } from './menu-filters';

function dish(id: number, name: string, category: string, description = `${name} description`): PublicMenuItemDto {
  return testDish(id, name, category, { description });
}

const menu = [
  dish(1, 'Sambusa', 'Appetizers', 'Crisp pastry with lentils'),
  dish(2, 'Doro Wot', 'Meat Dishes', 'Chicken in berbere'),
  dish(3, 'Misir Wot', 'Vegetarian', 'Red LENTILS in berbere'),
  dish(4, 'Tej', 'Traditional Beverages', 'Honey wine'),
];

describe('menu cards', () => {
  test('a description over 100 characters is cut at 100 with an ellipsis; a shorter one is kept whole', () => {
    expect(MENU.descriptionPreviewChars).toBe(100);
    const long = 'a'.repeat(120);
    expect(truncate(long, MENU.descriptionPreviewChars)).toBe(`${'a'.repeat(100)}…`);
    expect(truncate('Short and sweet.', MENU.descriptionPreviewChars)).toBe('Short and sweet.');
  });

  test('prices read as dollars with two decimals', () => {
    expect(formatMoney('12.5', 'en')).toBe('$12.50');
    expect(formatMoney('54.00', 'en')).toBe('$54.00');
  });
});

describe('filtering the full menu', () => {
  test('search matches name or description, ignoring case', () => {
    expect(filterMenu(menu, { category: null, search: 'lentils', onlyIds: null }).map((item) => item.id)).toEqual([
      1, 3,
    ]);
    expect(filterMenu(menu, { category: null, search: 'DORO', onlyIds: null }).map((item) => item.id)).toEqual([2]);
  });

  test('category, search and favourites combine', () => {
    expect(filterMenu(menu, { category: 'vegetarian', search: 'wot', onlyIds: null }).map((item) => item.id)).toEqual([
      3,
    ]);
    expect(filterMenu(menu, { category: null, search: '', onlyIds: new Set([4]) }).map((item) => item.id)).toEqual([4]);
  });

  test('the empty message names the search first, then favourites, then the category', () => {
    expect(emptyReason({ category: 'Desserts', search: 'pizza', onlyIds: null })).toBe('search');
    expect(emptyReason({ category: 'Desserts', search: ' ', onlyIds: new Set() })).toBe('favorites');
    expect(emptyReason({ category: 'Desserts', search: '', onlyIds: null })).toBe('category');
    expect(emptyReason({ category: null, search: '', onlyIds: null })).toBe('all');
  });

  test('the printable menu groups dishes in the server’s category order', () => {
    const groups = groupByCategory(menu, ['Vegetarian', 'Appetizers']);
    expect(groups.map((group) => group.category)).toEqual([
      'Vegetarian',
      'Appetizers',
      'Meat Dishes',
      'Traditional Beverages',
    ]);
  });
});

describe('/menu-old courses', () => {
  test('each built-in category lands in one course, and Main Courses takes meat, vegetarian and combinations', () => {
    expect(courseOfCategory('Appetizers')).toBe('appetizers');
    expect(courseOfCategory('Desserts')).toBe('desserts');
    expect(courseOfCategory('Beverages')).toBe('beverages');
    expect(courseOfCategory('Hot Beverages')).toBe('beverages');
    expect(courseOfCategory('Traditional Beverages')).toBe('beverages');
    expect(courseOfCategory('Meat Dishes')).toBe('mains');
    expect(courseOfCategory('Vegetarian')).toBe('mains');
    expect(courseOfCategory('Special Combinations')).toBe('mains');
    expect(courseOfCategory('Kids menu')).toBe('mains');
    expect(inCourse('Seafood', 'mains')).toBe(true);
    expect(courseOfCategory('Steaks')).toBe('mains');
    expect(courseOfCategory('Iced Teas')).toBe('beverages');
    expect(inCourse('Seafood', 'all')).toBe(true);
  });
});
