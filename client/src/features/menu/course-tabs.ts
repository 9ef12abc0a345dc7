import { type MenuMessageKey } from '@/i18n/menu';

export type CourseId = 'all' | 'appetizers' | 'mains' | 'desserts' | 'beverages';

export interface CourseTab {
  id: CourseId;
  label: MenuMessageKey;
  description: MenuMessageKey;
}

export const COURSE_TABS: readonly CourseTab[] = [
  { id: 'all', label: 'menu.tabs.all', description: 'menu.tabs.all.description' },
  { id: 'appetizers', label: 'menu.tabs.appetizers', description: 'menu.tabs.appetizers.description' },
  { id: 'mains', label: 'menu.tabs.mains', description: 'menu.tabs.mains.description' },
  { id: 'desserts', label: 'menu.tabs.desserts', description: 'menu.tabs.desserts.description' },
  { id: 'beverages', label: 'menu.tabs.beverages', description: 'menu.tabs.beverages.description' },
];

/*
 * /menu-old (version A) files a dish under a course by its category, ignoring case: a word of
 * the category must start with one of the course's words (so "Hot Beverages" is a beverage but
 * "Steaks" is not tea). The staff-managed categories do not all carry the course names, so:
 *   Appetizers - a category containing "appetizer" or "starter"     (Appetizers)
 *   Desserts   - a category containing "dessert" or "sweet"          (Desserts)
 *   Beverages  - a category containing "beverage", "drink", "coffee"
 *                or "tea"              (Beverages, Hot Beverages, Traditional Beverages)
 *   Main Courses - every other category (Meat Dishes, Vegetarian, Special Combinations,
 *                Kids menu, and any category staff add later), so no dish is ever left out.
 *   All Items  - every dish.
 */
const COURSE_WORDS: Record<Exclude<CourseId, 'all' | 'mains'>, readonly string[]> = {
  appetizers: ['appetizer', 'starter'],
  desserts: ['dessert', 'sweet'],
  beverages: ['beverage', 'drink', 'coffee', 'tea'],
};

export function courseOfCategory(category: string): Exclude<CourseId, 'all'> {
  const categoryWords = category.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u);
  for (const [course, words] of Object.entries(COURSE_WORDS) as [keyof typeof COURSE_WORDS, readonly string[]][]) {
    if (words.some((word) => categoryWords.some((categoryWord) => categoryWord.startsWith(word)))) return course;
  }
  return 'mains';
}

export function inCourse(category: string, course: CourseId): boolean {
  return course === 'all' || courseOfCategory(category) === course;
}
