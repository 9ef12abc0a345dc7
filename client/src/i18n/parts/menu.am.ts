import type { menuEn } from './menu.en';

/** Amharic for the menu pages. */
export const menuAm: Record<keyof typeof menuEn, string> = {
  'menu.meta.title': 'የምግብ ዝርዝራችን | Selam የኢትዮጵያ ምግብ ቤት',
  'menu.meta.description':
    'በMinneapolis የሚገኘውን የSelam የኢትዮጵያ ምግብ ቤት ሙሉ የምግብ ዝርዝር ከዋጋው ጋር ይመልከቱ፦ ዶሮ ወጥ፣ ጥብስ፣ ክትፎ፣ የአትክልት በያይነቱ፣ በየቀኑ የሚጋገር እንጀራ፣ ቡና እና ጠጅ።',
  'menu.old.meta.title': 'የምግብ ዝርዝር በዓይነት | Selam የኢትዮጵያ ምግብ ቤት',
  'menu.old.meta.description':
    'በMinneapolis በሚገኘው Selam የኢትዮጵያ ምግብ ቤት የሚቀርቡ መክሰሶች፣ ዋና ምግቦች፣ ጣፋጮች እና መጠጦች ከዋጋቸውና ከመግለጫቸው ጋር።',

  'menu.hero.eyebrow': 'ከ{year} ጀምሮ የቤተሰብ የምግብ አሰራር',
  'menu.hero.imageAlt': 'ባለ ብዙ ቀለም ወጦች የተደረደሩበት፣ በጋራ የሚበላ የእንጀራ ገበታ',
  'menu.print.button': 'ሙሉውን የምግብ ዝርዝር በPDF ያውርዱ',
  'menu.print.preparing': 'የምግብ ዝርዝሩ እየተዘጋጀ ነው…',
  'menu.print.hint': 'የአሳሽዎን የማተሚያ መስኮት ይከፍታል፤ ቅጂ ለማስቀመጥ “Save as PDF”ን ይምረጡ።',

  'menu.featured.title': 'ተመራጭ ምግቦች',
  'menu.featured.lead': 'እንግዶቻችን ደጋግመው የሚመጡላቸው ምግቦች።',

  'menu.full.title': 'ሙሉ የምግብ ዝርዝር',
  'menu.categories.label': 'በምድብ ይለዩ',
  'menu.categories.all': 'ሁሉም ምድቦች',
  'menu.categories.more': 'ተጨማሪ ምድቦች',
  'menu.categories.hide': 'ምድቦቹን ይደብቁ',
  'menu.search.label': 'በምግብ ዝርዝሩ ውስጥ ይፈልጉ',
  'menu.search.placeholder': 'የምግብ ስም ወይም መግለጫ',
  'menu.search.clear': 'ፍለጋውን ያጽዱ',
  'menu.favorites.filter': 'ተወዳጆች ({count})',
  'menu.favorites.filterLabel': 'ተወዳጆቼን ብቻ አሳይ',
  'menu.results#other': '{count} ምግቦች ይታያሉ',
  'menu.results#one': '{count} ምግብ ይታያል',

  'menu.loading': 'ጣፋጭ የምግብ ዝርዝራችንን በመጫን ላይ...',
  'menu.error': 'የምግብ ዝርዝሩን አሁን መጫን አልቻልንም።',
  'menu.retry': 'እንደገና ይሞክሩ',
  'menu.empty.search': 'ከ"{search}" ጋር የሚዛመድ ምግብ አልተገኘም',
  'menu.empty.category': 'በ"{category}" ምድብ ውስጥ ምግብ አልተገኘም',
  'menu.empty.all': 'ለጊዜው በምግብ ዝርዝሩ ውስጥ ምንም ምግብ የለም',
  'menu.empty.favorites': 'እስካሁን ተወዳጅ ምግብ አልመረጡም። በማንኛውም ምግብ ላይ “ወደ ተወዳጆች ያክሉ”ን ይጫኑ፤ እዚህ ይቀመጥልዎታል።',
  'menu.empty.reset': 'ሁሉንም ምግቦች አሳይ',

  'menu.card.featured': 'ተመራጭ ምግብ',
  'menu.card.price': '{price} ለአንድ ሰሃን',
  'menu.card.orderNow': 'አሁን ይዘዙ',
  'menu.card.addToOrder': 'ወደ ትዕዛዝ ያክሉ',
  'menu.card.addFavorite': 'ወደ ተወዳጆች ያክሉ',
  'menu.card.removeFavorite': 'ከተወዳጆች ያስወግዱ',

  'menu.detail.ingredients': 'ግብዓቶች',
  'menu.detail.tags': 'ማወቅ ያለብዎት',
  'menu.detail.specials': 'ልዩ ማስታወሻ',
  'menu.detail.price': 'ዋጋ',

  'menu.cta.title': 'ስለ ምግብ ጥያቄ አለዎት?',
  'menu.cta.body': 'ስለ ቅመም መጠን፣ ስለ አለርጂ ወይም ስለ ዕለቱ ልዩ ምግቦች ይጠይቁን። ቤተሰባችን እንዲመርጡ ሊረዳዎ ደስተኛ ነው።',
  'menu.cta.call': '{phone} ይደውሉ',
  'menu.cta.reserve': 'ጠረጴዛ ያስይዙ',

  'menu.tabs.label': 'የምግብ ዓይነቶች',
  'menu.tabs.all': 'ሁሉም ምግቦች',
  'menu.tabs.appetizers': 'መክሰሶች',
  'menu.tabs.mains': 'ዋና ምግቦች',
  'menu.tabs.desserts': 'ጣፋጮች',
  'menu.tabs.beverages': 'መጠጦች',
  'menu.tabs.all.description': 'ከመጀመሪያው ጉርሻ እስከ መጨረሻው ሲኒ ቡና ድረስ የምናዘጋጀው ሁሉ።',
  'menu.tabs.appetizers.description': 'እንጀራው እስኪደርስ ድረስ ተጋርተው የሚበሉ ቀላል ምግቦች፦ ሳምቡሳ፣ አዚፋ እና ትኩስ ሰላጣ።',
  'menu.tabs.mains.description': 'በዝግታ የበሰሉ ወጦች፣ የሚንጣጣ ጥብስ፣ የጾም ምግቦች እና በያይነቱ፤ ሁሉም በእንጀራ ላይ ይቀርባሉ።',
  'menu.tabs.desserts.description': 'ማዕዱን የሚያጣፍጥ መደምደሚያ።',
  'menu.tabs.beverages.description': 'በእጅ የተቆላ ቡና፣ በቅመም የተፈላ ሻይ፣ ጠጅ እና ቀዝቃዛ መጠጦች።',
  'menu.tabs.empty': 'በዚህ ክፍል አሁን ምግብ የለም።',

  'menu.sheet.title': 'የምግብ ዝርዝር',
  'menu.sheet.note': 'ዋጋዎቹ በአሜሪካ ዶላር፣ ለአንድ ሰሃን ናቸው። ሲያዙ እባክዎ ያለብዎትን አለርጂ ይንገሩን።',
};
