/**
 * The guests' words the home page and the hall page showed before the owner could edit them,
 * written by migration 0025 into an empty `testimonials` table. The seed leaves them to it.
 */
export const SEED_TESTIMONIALS = [
  {
    place: 'home',
    quote:
      'The doro wot tastes like my grandmother’s. We come every Sunday after church, and they always remember our names.',
    name: 'Hanna T.',
    detail: 'Sunday regular',
    rating: 5,
    translations: {
      am: {
        quote: 'ዶሮ ወጡ የአያቴን ይመስላል። በየእሑዱ ከቤተ ክርስቲያን መልስ እንመጣለን፤ እነሱም ሁልጊዜ ስማችንን ያስታውሳሉ።',
        name: 'Hanna T.',
        detail: 'የእሑድ ቋሚ እንግዳ',
      },
    },
  },
  {
    place: 'home',
    quote:
      'Our first time eating Ethiopian food. The staff walked us through the menu and the veggie combination was unforgettable.',
    name: 'Mark and Julie S.',
    detail: 'First visit',
    rating: 5,
    translations: {
      am: {
        quote: 'የኢትዮጵያን ምግብ ስንቀምስ የመጀመሪያችን ነበር። ሠራተኞቹ የምግብ ዝርዝሩን አንድ በአንድ አስረዱን፤ የአትክልት በያይነቱ የማይረሳ ነበር።',
        name: 'Mark እና Julie S.',
        detail: 'የመጀመሪያ ጉብኝት',
      },
    },
  },
  {
    place: 'home',
    quote:
      'The coffee ceremony after dinner is the best way to end an evening. Warm people, generous plates, real flavour.',
    name: 'Dawit A.',
    detail: 'Coffee lover',
    rating: 5,
    translations: {
      am: {
        quote: 'ከእራት በኋላ የሚደረገው የቡና ሥነ ሥርዓት ምሽትን ለመደምደም ከሁሉ የተሻለ ነው። ሞቅ ያሉ ሰዎች፣ የተትረፈረፈ ማዕድ፣ እውነተኛ ጣዕም።',
        name: 'Dawit A.',
        detail: 'ቡና አፍቃሪ',
      },
    },
  },
  {
    place: 'hall',
    quote:
      'Our wedding felt like home. The coffee ceremony, the injera, the décor: every guest is still talking about it.',
    name: 'Meron and Daniel',
    detail: 'Wedding reception',
    rating: 5,
    translations: {
      am: {
        quote: 'ሰርጋችን እቤት ያለን ያህል ነበር። የቡና ሥነ ሥርዓቱ፣ እንጀራው፣ ጌጣጌጡ፤ እንግዶቻችን እስካሁን ስለሱ ያወራሉ።',
        name: 'ሜሮን እና ዳንኤል',
        detail: 'የሰርግ ግብዣ',
      },
    },
  },
  {
    place: 'hall',
    quote: 'They planned our daughter’s graduation party down to the last detail and the food was wonderful.',
    name: 'Almaz T.',
    detail: 'Graduation party',
    rating: 5,
    translations: {
      am: { quote: 'የልጃችንን የምረቃ ድግስ እስከ ትንሹ ዝርዝር ድረስ አቅደውልናል፤ ምግቡም ድንቅ ነበር።', name: 'አልማዝ ት.', detail: 'የምረቃ ድግስ' },
    },
  },
  {
    place: 'hall',
    quote:
      'We hosted our community’s Enkutatash celebration here. Plenty of room for dancing and the staff were so kind.',
    name: 'Yonas G.',
    detail: 'Cultural celebration',
    rating: 5,
    translations: {
      am: {
        quote: 'የማኅበረሰባችንን የእንቁጣጣሽ በዓል እዚህ አከበርን። ለጭፈራ ሰፊ ቦታ ነበር፤ ሠራተኞቹም በጣም ደግ ነበሩ።',
        name: 'ዮናስ ግ.',
        detail: 'ባህላዊ በዓል',
      },
    },
  },
] as const;
