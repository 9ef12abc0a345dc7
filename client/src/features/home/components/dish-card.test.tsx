import { prerender } from 'react-dom/static';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { I18nProvider, loadLanguage } from '@/lib/i18n';
import { DishCard } from './dish-card';

const dish: PublicMenuItemDto = {
  id: 7,
  name: 'Doro Wat',
  description: 'Chicken slow-cooked in berbere with a hard-boiled egg.',
  price: '18.5',
  category: 'Meat Dishes',
  image: null,
  ingredients: null,
  tags: [],
  specials: null,
  available: true,
  featured: 1,
  // The name is translated; the description and the category are not.
  translations: { am: { name: 'ዶሮ ወጥ' } },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  orderable: true,
  orderableOnline: true,
  soldOut: false,
  kitchenLoad: 1,
  options: [],
};

async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <I18nProvider>
        <DishCard dish={dish} />
      </I18nProvider>
    </Router>,
  );
  return new Response(prelude).text();
}

describe('a featured dish in Amharic', () => {
  test('a field shown in English, for want of its Amharic, is marked lang="en"; the Amharic name is not', async () => {
    await loadLanguage('am');
    const html = await render('/am');
    expect(html).toMatch(/<h3 (?:id="[^"]*" )?class="[^"]*">ዶሮ ወጥ<\/h3>/);
    expect(html).toMatch(/<p lang="en" class="[^"]*">Chicken slow-cooked/);
    expect(html).toMatch(/<p lang="en" class="[^"]*">Meat Dishes<\/p>/);
    expect(html).toContain('$18.50');
  });

  test('in English nothing needs marking', async () => {
    const html = await render('/');
    expect(html).toContain('Doro Wat');
    expect(html).not.toContain('lang="en"');
  });
});
