import type { aboutEn } from './about.en';

export const aboutAm: Record<keyof typeof aboutEn, string> = {
  'about.meta.title': 'ስለ እኛ፦ ቤተሰባችን እና ታሪካችን | Selam የኢትዮጵያ ምግብ ቤት',
  'about.meta.description':
    'በMinneapolis ከሚገኘው Selam የኢትዮጵያ ምግብ ቤት ጀርባ ያለውን ቤተሰብ ይተዋወቁ፦ ታሪካችን፣ እሴቶቻችን እና በየቀኑ የምናበስላቸውና የምናካፍላቸው የኢትዮጵያ ባህሎች።',
  'about.intro.eyebrow': 'ታሪካችን',
  'about.intro.body1':
    '{name} በ{year} በ{city} በሩን የከፈተው በአንድ ቀላል ቃል ኪዳን ነው፦ የልጅነታችንን ምግብ እናቶቻችንና አያቶቻችን ባስተማሩን መንገድ ለማብሰል፣ እያንዳንዱንም እንግዳ እንደ ቤተሰብ ለመቀበል።',
  'about.intro.body2':
    'እንጀራችን በየማለዳው ከጤፍ ይጋገራል፣ በርበሬያችን በራሳችን ማድቤት ይዘጋጃል፣ ወጦቻችንም ለሰዓታት ይበስላሉ። የኢትዮጵያን ምግብ ለመጀመሪያ ጊዜ የሚቀምሱም ይሁኑ ዕድሜ ልክዎን የተመገቡት፣ በማዕዳችን ዙሪያ እቤትዎ እንዳሉ እንዲሰማዎ እንፈልጋለን።',
  'about.badge.years': 'ከ{years} ዓመታት በላይ',
  'about.badge.caption': 'ከ{year} ጀምሮ በ{city} እያገለገልን',
  'about.values.eyebrow': 'የምናምንበት',
  'about.values.title': 'እሴቶቻችን',
  'about.values.authenticity.title': 'እውነተኛነት',
  'about.values.authenticity.body': 'የቤተሰብ የምግብ አሰራር፣ እውነተኛ ቅመሞች እና ባህላዊ ዘዴዎች፤ ያለ ምንም አቋራጭ።',
  'about.values.community.title': 'ማኅበረሰብ',
  'about.values.community.body': 'ለጎረቤቶች፣ ለኢትዮጵያውያን ማኅበረሰብ እና ሊቀላቀለን ለሚጓጓ ሁሉ የመገናኛ ቦታ።',
  'about.values.excellence.title': 'ጥራት',
  'about.values.excellence.body': 'ትኩስ ግብዓቶች፣ በጥንቃቄ የሚዘጋጅ ምግብ፣ እና በእያንዳንዱ ጉብኝት ሞቅ ያለና በትኩረት የሚሰጥ መስተንግዶ።',
  'about.values.tradition.title': 'ባህል',
  'about.values.tradition.body': 'ከጋራ መሶብ እስከ ቡና ሥነ ሥርዓት ድረስ የኢትዮጵያን ልማዶች ሕያው አድርገን እንጠብቃለን።',
  'about.culture.eyebrow': 'የኢትዮጵያ የአመጋገብ ባህል',
  'about.culture.title': 'ምግብ ለመጋራት ነው',
  'about.culture.body1':
    'በኢትዮጵያ ምግብ የሚቀርበው በተሰፋ መሶብ ላይ በተቀመጠ አንድ ትልቅ የእንጀራ ገበታ ነው። ሁሉም በአንድነት በእጁ ይመገባል፤ እንጀራውን እየቆረሰ ወጡን ያጠቅሳል።',
  'about.culture.body2':
    'ለወዳጅ በፍቅር ጉርሻ ማጉረስ የአክብሮትና የፍቅር ምልክት ነው። ቡና ከሌለ ደግሞ ማዕድ አይሟላም፤ ቡናውም እዚያው ማዕዱ አጠገብ ይቆላል፣ ይፈላልም።',
  'about.culture.alt': 'ባለ ብዙ ቀለም ወጦች የተደረደሩበት እንጀራ የያዘ የተሰፋ መሶብ፣ ለመቋደስ የሚዘረጉ እጆች',
  'about.culture.coffeeLink': 'የቡና ሥነ ሥርዓቱን ይወቁ',
  'about.family.eyebrow': 'ቤተሰባችን',
  'about.family.title': 'ከ{year} ጀምሮ በቤተሰብ የሚተዳደር',
  'about.family.body1':
    'እንደ ትንሽ የቤተሰብ ማድቤት የጀመረው ዛሬ ምግብ ቤትና የዝግጅት አዳራሽ ሆኗል፤ አሁንም ግን የሚመራው በዚያው ቤተሰብ ነው። ወላጆች፣ ልጆችና የአጎት ልጆች በማድቤቱም ሆነ በማዕድዎ አጠገብ ጎን ለጎን ይሠራሉ።',
  'about.family.body2':
    'ብዙዎቹ እንግዶቻችን ለዓመታት ሲመጡ ኖረዋል፤ አንዳንድ ሠራተኞቻችንም ከሞላ ጎደል ያንኑ ያህል ጊዜ ከእኛ ጋር ቆይተዋል። የበዓላትዎ፣ የዓርብ እራቶችዎ እና የኢትዮጵያን ምግብ ለመጀመሪያ ጊዜ የቀመሱበት ቀን አካል እንድንሆን ስለፈቀዱልን እናመሰግናለን።',
  'about.family.alt': 'ጠፍጣፋ ቅጥ ያለው የቤተሰብ ሥዕል፦ ባህላዊ ነጭና ጥቁር ልብስ የለበሱ ወላጆች ከሦስት ልጆቻቸው ጋር',
  'about.photos.eyebrow': 'በፎቶ',
  'about.photos.title': 'ምግብ ቤታችን ከውስጥ',
  'about.menu.title': 'ተርበው ይምጡ፣ እንደ ቤተሰብ ይሂዱ',
  'about.menu.body': 'ለ{years} ዓመታት ለእንግዶቻችን ስናበስላቸው የቆየናቸውን ምግቦች ይመልከቱ።',
  'about.menu.link': 'የምግብ ዝርዝራችንን ይመልከቱ',
};
