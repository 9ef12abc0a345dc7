// The Amharic of the seeded house menu, keyed by the dish's and the category's English name.
export interface SeedDishAmharic {
  name: string;
  description: string;
  ingredients?: string;
}

export const SEED_DISHES_AM: Record<string, SeedDishAmharic> = {
  Sambusa: {
    name: 'ሳምቡሳ',
    description:
      'በአረንጓዴ ምስር፣ በሽንኩርት፣ በነጭ ሽንኩርት እና በቃሪያ የተሞሉ ሦስት ቁርጥም የሚሉ ባለሦስት ማዕዘን ሳምቡሳዎች፤ ለማጥቀሻ ከሚሆን ኮምጠጥ ያለ አረንጓዴ አዋዜ ጋር ይቀርባሉ።',
    ingredients: 'የስንዴ ሊጥ፣ አረንጓዴ ምስር፣ ሽንኩርት፣ ነጭ ሽንኩርት፣ ቃሪያ',
  },
  'Beef Sambusa': {
    name: 'የሥጋ ሳምቡሳ',
    description: 'በቅመም በተዘጋጀ የተፈጨ የበሬ ሥጋ፣ በሽንኩርት እና በአረንጓዴ ቃሪያ የተሞሉ ወርቃማ ባለሦስት ማዕዘን ሳምቡሳዎች።',
    ingredients: 'የስንዴ ሊጥ፣ የተፈጨ የበሬ ሥጋ፣ ሽንኩርት፣ አረንጓዴ ቃሪያ',
  },
  Azifa: {
    name: 'አዚፋ',
    description: 'ቀዝቀዝ ያለ ሙሉ አረንጓዴ ምስር በሀበሻ ሰናፍጭ፣ በሎሚ፣ በቀይ ሽንኩርት እና በቃሪያ የተለወሰ፤ ከጎኑ እንጀራ ይቀርብለታል።',
  },
  'Timatim Fitfit': {
    name: 'ቲማቲም ፍትፍት',
    description: 'የደረሰ ቲማቲም፣ ሽንኩርት እና ቃሪያ ከተቆራረሰ እንጀራ ጋር ተለውሶ፣ ትኩስ ጣዕም ባለው የሎሚና የወይራ ዘይት ማጣፈጫ የተዘጋጀ።',
  },
  'Doro Wot': {
    name: 'ዶሮ ወጥ',
    description: 'የበዓል ምግባችን፦ የዶሮ እግር በበርበሬ፣ በደንብ በተቁላላ ሽንኩርት እና በቅመም በተነጠረ ቅቤ ለሰዓታት በቀስታ የበሰለ፤ ከተቀቀለ እንቁላል ጋር ይቀርባል።',
    ingredients: 'ዶሮ፣ ቀይ ሽንኩርት፣ በርበሬ፣ ንጥር ቅቤ፣ እንቁላል፣ ነጭ ሽንኩርት፣ ዝንጅብል',
  },
  Kitfo: {
    name: 'ክትፎ',
    description:
      'በደቃቁ የተከተፈ ስብ የሌለው የበሬ ሥጋ በሚጥሚጣ እና በቅመማ ቅመም በተነጠረ ቅቤ የሞቀ፤ ጥሬ፣ ለብ ለብ ወይም በደንብ የበሰለ ሆኖ ከአይብ እና ከጎመን ጋር ይቀርባል።',
    ingredients: 'ስብ የሌለው የበሬ ሥጋ፣ ሚጥሚጣ፣ ንጥር ቅቤ፣ አይብ፣ ጎመን',
  },
  'Beef Tibs': {
    name: 'የበሬ ጥብስ',
    description: 'ለስላሳ የበሬ ሥጋ ቁርጥራጮች በሽንኩርት፣ በጥብስ ቅጠል፣ በቃሪያ እና በትንሽ አዋዜ የተጠበሱ፤ እየተንጣጣ ወደ ጠረጴዛዎ ይቀርባል።',
    ingredients: 'የበሬ ሥጋ፣ ሽንኩርት፣ የጥብስ ቅጠል፣ ቃሪያ፣ አዋዜ',
  },
  'Lamb Tibs': {
    name: 'የበግ ጥብስ',
    description: 'የበግ ሥጋ በንጥር ቅቤ ከሽንኩርት፣ ከነጭ ሽንኩርት፣ ከጥብስ ቅጠል እና ከአረንጓዴ ቃሪያ ጋር የተጠበሰ።',
    ingredients: 'የበግ ሥጋ፣ ሽንኩርት፣ ነጭ ሽንኩርት፣ የጥብስ ቅጠል፣ አረንጓዴ ቃሪያ፣ ንጥር ቅቤ',
  },
  'Yebeg Alicha': {
    name: 'የበግ አልጫ',
    description: 'ከነአጥንቱ የበግ ሥጋ በእርድ፣ በዝንጅብል እና በነጭ ሽንኩርት በቀስታ የተሠራ ወጥ፤ የማያቃጥል፣ ወርቃማ እና ልብ የሚያሞቅ።',
  },
  'Key Wot': {
    name: 'ቀይ ወጥ',
    description: 'የበሬ ሥጋ ጠቆር ባለ ቀይ የበርበሬ መረቅ ከሽንኩርት እና በቅመም ከተነጠረ ቅቤ ጋር በቀስታ የበሰለ።',
  },
  Shiro: {
    name: 'ሽሮ',
    description: 'ከተፈጨ ሽምብራ እና ባቄላ የሚሠራ ለስላሳ ወጥ፤ በነጭ ሽንኩርት፣ በሽንኩርት እና በበርበሬ በቀስታ በስሎ በሸክላ ድስት እየተንተከተከ ይቀርባል።',
  },
  'Misir Wot': {
    name: 'ምስር ወጥ',
    description: 'ቀይ ምስር ከሽንኩርት፣ ከነጭ ሽንኩርት እና ከበርበሬ ጋር በደንብ በስሎ የሚሠራ፣ ጣዕሙ የሞላ የሚያቃጥል ወጥ።',
  },
  Gomen: {
    name: 'ጎመን',
    description: 'ጎመን በነጭ ሽንኩርት፣ በዝንጅብል፣ በሽንኩርት እና በጥቂት አረንጓዴ ቃሪያ በቀስታ የበሰለ።',
  },
  'Kik Alicha': {
    name: 'ክክ አልጫ',
    description: 'ቢጫ የአተር ክክ በእርድ፣ በሽንኩርት እና በነጭ ሽንኩርት በቀስታ የበሰለ፤ የማያቃጥል፣ የጥራጥሬ ጣዕሙ የጎላ።',
  },
  'Atakilt Wot': {
    name: 'አትክልት ወጥ',
    description: 'ጥቅል ጎመን፣ ካሮት እና ድንች በእርድ፣ በዝንጅብል እና በነጭ ሽንኩርት የተሠራ ወጥ።',
  },
  Fosolia: {
    name: 'ፎሶሊያ',
    description: 'ፎሶሊያ እና ካሮት በሽንኩርት፣ በነጭ ሽንኩርት እና በቁንጥጫ ሄል የተቁላሉ።',
  },
  'Veggie Combination': {
    name: 'የጾም በየዓይነቱ',
    description:
      'በእንጀራ ላይ የተትረፈረፈ የምስር ወጥ፣ የክክ አልጫ፣ የሽሮ፣ የጎመን፣ የአትክልት ወጥ እና የፎሶሊያ ገበታ። የወጥ ቤታችንን ጣዕም ለመቅመስ ከሁሉ የተሻለው መንገድ ነው።',
  },
  'Selam Family Platter': {
    name: 'የSelam የቤተሰብ ገበታ',
    description:
      'ለሁለት ወይም ለሦስት ሰዎች፦ ዶሮ ወጥ፣ ቀይ ወጥ፣ የበሬ ጥብስ እና ሦስት የአትክልት ምግቦች በአንድ ትልቅ እንጀራ ላይ፤ ተጨማሪ የተጠቀለለ እንጀራም አብሮ ይቀርባል።',
  },
  Baklava: {
    name: 'ባቅላቫ',
    description: 'ስስ የሚፈረፈር ሊጥ፣ ዋልኑት እና የማር ሽሮፕ በንብርብር ተደራርበው እዚሁ ቤታችን የሚጋገር።',
  },
  'Ambasha with Honey': {
    name: 'አምባሻ በማር',
    description: 'በሄል የሚያውድ፣ ያጌጠው የበዓል ዳቦአችን ሞቅ ያሉ ቁራሾች፤ ማር ከተቀላቀለበት ቅቤ ጋር ይቀርባል።',
  },
  'Kids Tibs and Rice': {
    name: 'የልጆች ጥብስ በሩዝ',
    description: 'ቃሪያ የሌለበት የማያቃጥል የበሬ ጥብስ በቅቤ ከተሠራ ሩዝ ጋር። ዕድሜያቸው ከ12 ዓመት በታች ለሆኑ እንግዶቻችን።',
  },
  'Kids Lentils and Rice': {
    name: 'የልጆች ክክ በሩዝ',
    description: 'የማያቃጥል ቢጫ የአተር ክክ በቅቤ ከተሠራ ሩዝ እና ለመቁረስ ከሚሆን ትንሽ እንጀራ ጋር።',
  },
  'Ethiopian Coffee': {
    name: 'የኢትዮጵያ ቡና',
    description: 'እዚሁ የተቆላ የይርጋጨፌ ቡና በሸክላ ጀበና ተፈልቶ በትናንሽ ሲኒዎች ይቀርባል፤ ቁንጥጫ ስኳር ለብቻው ከጎኑ ይቀመጣል።',
  },
  'Coffee Ceremony for the Table': {
    name: 'የቡና ሥነ ሥርዓት በጠረጴዛዎ',
    description: 'ቡናው በጠረጴዛዎ አጠገብ ተቆልቶና ተፈጭቶ በጀበና ይፈላል፤ ከዕጣን እና ከፈንዲሻ ጋር በሦስት ዙር ይቀዳል። ከሁለት እስከ አራት ለሚሆኑ እንግዶች።',
  },
  Shai: {
    name: 'ሻይ',
    description: 'በቀረፋ፣ በቅርንፉድ እና በሄል የተፈላ ጥቁር ሻይ።',
  },
  Tej: {
    name: 'ጠጅ',
    description: 'በጌሾ የተጣለ የኢትዮጵያ የማር ጠጅ፤ ቀዝቀዝ ብሎ በብርሌ ይቀርባል። ዋጋው ለአንድ ብርሌ ነው።',
  },
  Spris: {
    name: 'ስፕሪስ',
    description: 'የአቮካዶ፣ የማንጎ እና የፓፓያ ትኩስ ጭማቂ በንብርብር ተደራርቦ፣ ጥቂት ሎሚ ተጨምቆበት።',
  },
  'Ambo Mineral Water': {
    name: 'አምቦ ውሃ',
    description: 'ከኢትዮጵያዋ አምቦ ምንጮች የሚገኝ፣ በተፈጥሮው ጋዝ ያለው የማዕድን ውሃ።',
  },
  'Mango Juice': {
    name: 'የማንጎ ጭማቂ',
    description: 'ወፍራም እና ጣፋጭ የማንጎ ጭማቂ፤ ቀዝቃዛ ሆኖ ይቀርባል።',
  },
  'Soft Drinks': {
    name: 'ለስላሳ መጠጦች',
    description: 'Coca-Cola፣ Diet Coke፣ Sprite ወይም የዝንጅብል ለስላሳ።',
  },
};

export const SEED_CATEGORIES_AM: Record<string, string> = {
  Appetizers: 'መክሰሶች',
  'Meat Dishes': 'የሥጋ ምግቦች',
  Vegetarian: 'የጾም ምግቦች',
  'Special Combinations': 'ልዩ በየዓይነቱ',
  Desserts: 'ጣፋጮች',
  'Kids menu': 'የልጆች ምግቦች',
  'Hot Beverages': 'ትኩስ መጠጦች',
  'Traditional Beverages': 'ባህላዊ መጠጦች',
  Beverages: 'መጠጦች',
};
