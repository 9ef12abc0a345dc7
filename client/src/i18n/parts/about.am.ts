import type { aboutEn } from './about.en';

export const aboutAm: Partial<Record<keyof typeof aboutEn, string>> = {
  'about.intro.eyebrow': 'ታሪካችን',
  'about.badge.years': 'ከ{years} ዓመታት በላይ',
  'about.values.eyebrow': 'የምንቆምለት',
  'about.values.title': 'እሴቶቻችን',
  'about.values.authenticity.title': 'ትክክለኛነት',
  'about.values.community.title': 'ማኅበረሰብ',
  'about.values.excellence.title': 'ጥራት',
  'about.values.tradition.title': 'ባህል',
  'about.culture.eyebrow': 'የኢትዮጵያ የአመጋገብ ባህል',
  'about.culture.title': 'ምግብ ለመጋራት ነው',
  'about.culture.coffeeLink': 'የቡና ሥነ ሥርዓቱን ይወቁ',
  'about.family.eyebrow': 'ቤተሰባችን',
  'about.family.title': 'ከ{year} ጀምሮ የቤተሰብ ንብረት',
  'about.menu.title': 'ተርበው ይምጡ፣ እንደ ቤተሰብ ይሂዱ',
  'about.menu.link': 'ምግብ ዝርዝራችንን ይመልከቱ',
};
