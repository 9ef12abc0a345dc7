import { expect, test } from 'vitest';
import { sameCategory } from './same-category';

test('sameCategory ignores case but not letters', () => {
  expect(sameCategory('Hot Beverages', 'hot beverages')).toBe(true);
  expect(sameCategory('Kids menu', 'KIDS MENU')).toBe(true);
  expect(sameCategory('Dessert', 'Desserts')).toBe(false);
});
