import type { menuEn } from './menu.en';

/** Amharic for the menu pages: headings, buttons and short states. The rest falls back to English. */
export const menuAm: Partial<Record<keyof typeof menuEn, string>> = {
  'menu.hero.eyebrow': 'ከ{year} ጀምሮ የቤተሰብ የምግብ አሰራር',
  'menu.print.button': 'ሙሉ ምናሌውን በPDF ያውርዱ',
  'menu.print.preparing': 'ምናሌው እየተዘጋጀ ነው…',

  'menu.featured.title': 'ተመራጭ ምግቦች',
  'menu.full.title': 'ሙሉ ምናሌ',
  'menu.categories.label': 'በምድብ ይለዩ',
  'menu.categories.all': 'ሁሉም ምድቦች',
  'menu.categories.more': 'ተጨማሪ ምድቦች',
  'menu.categories.hide': 'ምድቦችን ደብቅ',
  'menu.search.label': 'ምናሌውን ይፈልጉ',
  'menu.search.placeholder': 'የምግብ ስም ወይም መግለጫ',
  'menu.search.clear': 'ፍለጋውን አጽዳ',
  'menu.favorites.filter': 'ተወዳጆች ({count})',
  'menu.favorites.filterLabel': 'ተወዳጆቼን ብቻ አሳይ',

  'menu.loading': 'ጣፋጭ ምናሌያችንን በመጫን ላይ...',
  'menu.error': 'ምናሌውን አሁን መጫን አልቻልንም።',
  'menu.retry': 'እንደገና ይሞክሩ',
  'menu.empty.search': '"{search}" የሚመስል ምግብ አልተገኘም',
  'menu.empty.category': 'በ"{category}" ምድብ ውስጥ ምግብ አልተገኘም',
  'menu.empty.all': 'ምንም የምናሌ ምግብ የለም',
  'menu.empty.reset': 'ሁሉንም ምግቦች አሳይ',

  'menu.card.featured': 'ተመራጭ ምግብ',
  'menu.card.price': '{price} ለአንድ ሰሃን',
  'menu.card.orderNow': 'አሁን ይዘዙ',
  'menu.card.addFavorite': 'ወደ ተወዳጆች ያክሉ',
  'menu.card.removeFavorite': 'ከተወዳጆች ያስወግዱ',

  'menu.detail.ingredients': 'ግብዓቶች',
  'menu.detail.tags': 'ማወቅ ያለብዎት',
  'menu.detail.specials': 'ልዩ ቅናሾች',
  'menu.detail.price': 'ዋጋ',

  'menu.cta.title': 'ስለ ምግብ ጥያቄ አለዎት?',
  'menu.cta.call': 'ይደውሉ {phone}',
  'menu.cta.reserve': 'ጠረጴዛ ያስይዙ',

  'menu.tabs.label': 'የምግብ ዓይነቶች',
  'menu.tabs.all': 'ሁሉም ምግቦች',
  'menu.tabs.appetizers': 'መክፈቻዎች',
  'menu.tabs.mains': 'ዋና ምግቦች',
  'menu.tabs.desserts': 'ጣፋጮች',
  'menu.tabs.beverages': 'መጠጦች',
  'menu.tabs.empty': 'በዚህ ክፍል አሁን ምግብ የለም።',

  'menu.sheet.title': 'ምናሌ',
};
