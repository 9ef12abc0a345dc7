/** The two menu pages: /menu (version B) and /menu-old (version A), and the printable menu. */
export const menuEn = {
  'menu.meta.title': 'Our Menu | Selam Ethiopian Restaurant',
  'menu.meta.description':
    'Browse the full menu of Selam Ethiopian Restaurant in Minneapolis: doro wot, tibs, kitfo, vegetarian combinations, injera baked daily, coffee and tej, with prices.',
  'menu.old.meta.title': 'Menu by Course | Selam Ethiopian Restaurant',
  'menu.old.meta.description':
    'Appetizers, main courses, desserts and beverages at Selam Ethiopian Restaurant in Minneapolis, with prices and descriptions.',

  'menu.hero.eyebrow': 'Family recipes since {year}',
  'menu.hero.imageAlt': 'A shared platter of injera topped with colourful stews',
  'menu.print.button': 'Download Full Menu PDF',
  'menu.print.preparing': 'Preparing the menu…',
  'menu.print.hint': 'Opens your browser’s print window: choose “Save as PDF” to keep a copy.',

  'menu.featured.title': 'Featured Dishes',
  'menu.featured.lead': 'The plates our guests come back for.',

  'menu.full.title': 'Full Menu',
  'menu.categories.label': 'Filter by category',
  'menu.categories.all': 'All Categories',
  'menu.categories.more': 'More Categories',
  'menu.categories.hide': 'Hide Categories',
  'menu.search.label': 'Search the menu',
  'menu.search.placeholder': 'Dish name or description',
  'menu.search.clear': 'Clear search',
  'menu.favorites.filter': 'Favorites ({count})',
  'menu.favorites.filterLabel': 'Show only my favorites',
  'menu.results#other': '{count} dishes shown',
  'menu.results#one': '{count} dish shown',

  'menu.loading': 'Loading our delicious menu...',
  'menu.error': 'We could not load the menu right now.',
  'menu.retry': 'Try again',
  'menu.empty.search': 'No items found matching "{search}"',
  'menu.empty.category': 'No items found in "{category}" category',
  'menu.empty.all': 'No menu items available',
  'menu.empty.favorites': 'No favorites yet. Tap “Add to Favorites” on any dish to keep it here.',
  'menu.empty.reset': 'Show all dishes',

  'menu.card.featured': 'Featured dish',
  'menu.card.price': '{price} per serving',
  'menu.card.orderNow': 'Order Now',
  'menu.card.addToOrder': 'Add to order',
  'menu.card.addFavorite': 'Add to Favorites',
  'menu.card.removeFavorite': 'Remove from Favorites',

  'menu.detail.ingredients': 'Ingredients',
  'menu.detail.tags': 'Good to know',
  'menu.detail.specials': 'Specials',
  'menu.detail.price': 'Price',

  'menu.cta.title': 'Questions about a dish?',
  'menu.cta.body': 'Ask us about spice levels, allergies or today’s specials. Our family is happy to help you choose.',
  'menu.cta.call': 'Call {phone}',
  'menu.cta.reserve': 'Reserve a Table',

  'menu.tabs.label': 'Menu courses',
  'menu.tabs.all': 'All Items',
  'menu.tabs.appetizers': 'Appetizers',
  'menu.tabs.mains': 'Main Courses',
  'menu.tabs.desserts': 'Desserts',
  'menu.tabs.beverages': 'Beverages',
  'menu.tabs.all.description': 'Everything we cook, from the first bite to the last cup of coffee.',
  'menu.tabs.appetizers.description':
    'Small plates to share while the injera arrives: sambusa, azifa and fresh salads.',
  'menu.tabs.mains.description':
    'Slow-simmered wots, sizzling tibs, vegetarian dishes and combination platters, all served on injera.',
  'menu.tabs.desserts.description': 'A sweet finish to the meal.',
  'menu.tabs.beverages.description': 'Hand-roasted coffee, spiced tea, honey wine and cool drinks.',
  'menu.tabs.empty': 'No dishes in this course right now.',

  'menu.sheet.title': 'Menu',
  'menu.sheet.note': 'Prices in US dollars, per serving. Please tell us about any allergies when you order.',
} as const;
