import type { homeEn } from './home.en';

export const homeAm: Record<keyof typeof homeEn, string> = {
  'home.meta.title': 'እውነተኛ የኢትዮጵያ ምግብ በ{city} ከ{year} ጀምሮ | {name}',
  'home.meta.titleLoading': 'እውነተኛ የኢትዮጵያ ምግብ፣ በቤተሰብ የሚተዳደር',
  'home.meta.description':
    'ከ{year} ጀምሮ በ{city} የሚገኝ፣ በቤተሰብ የሚተዳደር የኢትዮጵያ ምግብ ቤት፦ በየማለዳው የሚጋገር እንጀራ፣ በዝግታ የበሰሉ ወጦች፣ የሚንጣጣ ጥብስ፣ የአትክልት በያይነቱ እና ባህላዊው የቡና ሥነ ሥርዓት። ጠረጴዛ ያስይዙ ወይም በመስመር ላይ ይዘዙ።',

  'home.meta.descriptionLoading':
    'በቤተሰብ የሚተዳደር የኢትዮጵያ ምግብ ቤት፦ በየማለዳው የሚጋገር እንጀራ፣ በዝግታ የበሰሉ ወጦች፣ የሚንጣጣ ጥብስ፣ የአትክልት በያይነቱ እና ባህላዊው የቡና ሥነ ሥርዓት።',

  'home.hero.label': 'የምግብ ቤታችን ድምቀቶች',
  'home.hero.previous': 'ቀዳሚ ስላይድ',
  'home.hero.next': 'ቀጣይ ስላይድ',
  'home.hero.pause': 'ስላይድ ትዕይንቱን ያቁሙ',
  'home.hero.play': 'ስላይድ ትዕይንቱን ያጫውቱ',
  'home.hero.slide': 'ከ{total} {current}ኛው',
  'home.hero.todayHours': 'ዛሬ {hours}',
  'home.hero.closedToday': 'ዛሬ ዝግ ነው',

  'home.slide.mesob.alt': 'በተሰፋ መሶብ ላይ የቀረበ፣ ባለ ብዙ ቀለም ወጦች የተደረደሩበት እንጀራ',
  'home.slide.mesob.caption': 'እንጀራና ወጥ በመሶብ ላይ',
  'home.slide.jebena.alt': 'ከሚጨስ ዕጣን አጠገብ ከሸክላ ጀበና ወደ ትናንሽ ሲኒዎች የሚቀዳ ቡና',
  'home.slide.jebena.caption': 'ከጀበና የሚቀዳ ቡና',
  'home.slide.family.alt': 'በመመገቢያ አዳራሻችን ውስጥ በክብ ጠረጴዛ ዙሪያ አንድ ገበታ የሚቋደሱ የሦስት ትውልድ ቤተሰብ',
  'home.slide.family.caption': 'ቤተሰብ በማዕድ ዙሪያ',
  'home.slide.tibs.alt': 'በሚንቦገቦግ ፍም ላይ በሸክላ ዕቃ ውስጥ ከጥብስ ቅጠልና ከቃሪያ ጋር የሚንጣጣ የበሬ ጥብስ',
  'home.slide.tibs.caption': 'የሚንጣጣ ጥብስ',
  'home.slide.hall.alt': 'ክብ ጠረጴዛዎች፣ አበቦችና ተንጠልጣይ መብራቶች ያሉት፣ ለበዓል የተዘጋጀ የዝግጅት አዳራሻችን',
  'home.slide.hall.caption': 'በ{hallName} የሚከበሩ በዓላት',

  'home.experience.eyebrow': 'እንግዶች ለምን ይመለሳሉ',
  'home.experience.title': 'ከምግብ በላይ',
  'home.experience.lead': 'ወደ እኛ በመጡ ቁጥር ቤታችን እንደተጋበዙ ይሰማዎታል።',
  'home.experience.coffee.title': 'የቡና ሥነ ሥርዓት',
  'home.experience.coffee.body': 'ቡናው በእጅ ተቆልቶ በሸክላ ጀበና ይፈላል፤ ልክ እንደ ኢትዮጵያ ቤቶችም በሦስት ዙር ይቀዳል።',
  'home.experience.family.title': 'የቤተሰብ ድባብ',
  'home.experience.family.body':
    'ይህን ማድቤት ከ{year} ጀምሮ አንድ ቤተሰብ ሲመራው ቆይቷል። ልጆች፣ አያቶችና ለመጀመሪያ ጊዜ የሚመጡ እንግዶች ሁሉ ወደ ማዕዳችን እንኳን ደህና መጡ።',
  'home.experience.recipes.title': 'ትክክለኛ የምግብ አሰራር',
  'home.experience.recipes.body': 'በርበሬው እዚሁ ይዘጋጃል፣ እንጀራው በየማለዳው ይጋገራል፣ ወጦቹም ለሰዓታት በዝግታ ይበስላሉ።',
  'home.experience.award.title': 'ተሸላሚ ምግብ',
  'home.experience.award.body': 'በአካባቢው የምግብ ጸሐፊዎች የተመሰገነ፣ {count} እንግዶችም ከ5 {rating} የሰጡት።',

  'home.featured.loading': 'ተመራጭ ምግቦች በመጫን ላይ...',

  'home.welcome.loading': 'ታሪካችን በመጫን ላይ...',
  'home.testimonials.loading': 'የእንግዶች አስተያየት በመጫን ላይ...',

  'home.social.loading': 'ማኅበራዊ ሚዲያ በመጫን ላይ...',

  'home.contact.loading': 'የመገኛ መረጃ በመጫን ላይ...',
  'home.contact.error': 'የመገኛ መረጃችንን አሁን መጫን አልቻልንም።',

  'home.tour.loading': 'ምናባዊ ጉብኝት በመጫን ላይ...',
};
