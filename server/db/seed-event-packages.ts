import type { eventPackages } from './schema';

type NewPackage = typeof eventPackages.$inferInsert;

/**
 * The hall's three packages on a new database. The Celebration fits one block (4 hours from the
 * start of setup to the end of cleanup); the Traditional Wedding needs two (afternoon and evening).
 */
export const SEED_EVENT_PACKAGES: NewPackage[] = [
  {
    name: 'Celebration',
    shortDescription: 'Birthdays, graduations, showers and anniversaries, with a buffet of house favorites.',
    description:
      'Four hours of the hall for a family celebration: the room set with round tables and linens, a buffet of our ' +
      'wots and vegetable dishes with fresh injera, soft drinks and coffee, and our staff serving and clearing.',
    minGuests: 20,
    maxGuests: 150,
    basePrice: '500.00',
    pricePerPerson: '45.00',
    features: ['Round tables and chairs', 'Linens in your colors', 'Sound system with a microphone'],
    services: ['Buffet service', 'Setup and cleanup', 'An event host on the day'],
    drinks: ['Soft drinks', 'Ethiopian coffee and tea'],
    foodOptions: ['Doro wot', 'Misir wot', 'Gomen', 'Shiro', 'Fresh injera'],
    decorations: ['Centerpieces'],
    entertainment: ['Your own playlist on our sound system'],
    duration: 180,
    setupTime: 30,
    cleanupTime: 30,
    category: 'celebration',
    popularity: 3,
    translations: {
      am: {
        name: 'ክብረ በዓል',
        shortDescription: 'ለልደት፣ ለምረቃ፣ ለሻወር እና ለዓመት በዓል፣ ከቤቱ ተወዳጅ ምግቦች ቡፌ ጋር።',
        description:
          'ለቤተሰብ ክብረ በዓል አራት ሰዓት አዳራሹ፦ ክብ ጠረጴዛዎችና የጠረጴዛ ልብሶች፣ የወጥና የአትክልት ምግቦች ቡፌ ከትኩስ እንጀራ ጋር፣ ' +
          'ለስላሳ መጠጦችና ቡና፣ እንዲሁም የሚያስተናግዱ ሠራተኞቻችን።',
        features: ['ክብ ጠረጴዛዎችና ወንበሮች', 'በመረጡት ቀለም የጠረጴዛ ልብሶች', 'የድምፅ ሥርዓት ከማይክሮፎን ጋር'],
        services: ['የቡፌ መስተንግዶ', 'ዝግጅትና ማጽዳት', 'በዕለቱ የዝግጅት አስተባባሪ'],
      },
    },
  },
  {
    name: 'Traditional Wedding',
    shortDescription: 'An afternoon and evening wedding with the coffee ceremony, a full feast and dancing.',
    description:
      'The hall from the afternoon into the night: the ceremony and the reception, a full Ethiopian feast served ' +
      'family style, the coffee ceremony for your guests, décor in your colors, and room for the band or DJ.',
    minGuests: 50,
    maxGuests: 200,
    basePrice: '1500.00',
    pricePerPerson: '65.00',
    features: ['Head table and dance floor', 'Décor and linens in your colors', 'Stage for the band or DJ'],
    services: ['Family-style feast', 'The coffee ceremony', 'Setup and cleanup', 'An event host on the day'],
    drinks: ['Soft drinks', 'Ethiopian coffee and tea', 'Tej service can be arranged'],
    foodOptions: ['Doro wot', 'Kitfo', 'Tibs', 'Misir wot', 'Gomen', 'Fresh injera'],
    decorations: ['Centerpieces', 'Head table backdrop', 'Entrance flowers'],
    entertainment: ['Dance floor', 'Stage and power for a band or DJ'],
    duration: 300,
    setupTime: 120,
    cleanupTime: 60,
    category: 'wedding',
    popularity: 2,
    translations: {
      am: {
        name: 'ባህላዊ ሠርግ',
        shortDescription: 'ከሰዓት በኋላና ምሽት የሚደረግ ሠርግ፣ ከቡና ሥነ ሥርዓት፣ ሙሉ ድግስና ጭፈራ ጋር።',
        description:
          'ከሰዓት በኋላ እስከ ምሽት አዳራሹ፦ ሥነ ሥርዓቱና የእንግዶች መስተንግዶ፣ በቤተሰብ ዘይቤ የሚቀርብ ሙሉ የኢትዮጵያ ድግስ፣ ' +
          'ለእንግዶችዎ የቡና ሥነ ሥርዓት፣ በመረጡት ቀለም ማስዋብ፣ እና ለባንድ ወይም ለዲጄ ቦታ።',
        features: ['የሙሽሮች ጠረጴዛና የጭፈራ ወለል', 'በመረጡት ቀለም ማስዋብና የጠረጴዛ ልብሶች', 'ለባንድ ወይም ለዲጄ መድረክ'],
        services: ['በቤተሰብ ዘይቤ የሚቀርብ ድግስ', 'የቡና ሥነ ሥርዓት', 'ዝግጅትና ማጽዳት', 'በዕለቱ የዝግጅት አስተባባሪ'],
      },
    },
  },
  {
    name: 'Corporate',
    shortDescription: 'Meetings, trainings and company dinners, with a projector and a catered lunch or dinner.',
    description:
      'A block of the hall for your team: tables set for meetings or dinner, a projector and screen, Wi-Fi, coffee ' +
      'through the day, and a buffet lunch or dinner with vegetarian and vegan choices marked.',
    minGuests: 20,
    maxGuests: 120,
    basePrice: '400.00',
    pricePerPerson: '38.00',
    features: ['Projector and screen', 'Wi-Fi', 'Microphone and sound'],
    services: ['Buffet lunch or dinner', 'Coffee service', 'Setup and cleanup'],
    drinks: ['Soft drinks', 'Ethiopian coffee and tea'],
    foodOptions: ['Tibs', 'Misir wot', 'Shiro', 'Salads', 'Fresh injera'],
    decorations: [],
    entertainment: [],
    duration: 180,
    setupTime: 30,
    cleanupTime: 30,
    category: 'corporate',
    popularity: 1,
    translations: {
      am: {
        name: 'የድርጅት ዝግጅት',
        shortDescription: 'ለስብሰባ፣ ለሥልጠናና ለድርጅት እራት፣ ከፕሮጀክተርና ከምሳ ወይም ከእራት ጋር።',
        description:
          'ለቡድንዎ አንድ ክፍለ ጊዜ አዳራሹ፦ ለስብሰባ ወይም ለእራት የተዘጋጁ ጠረጴዛዎች፣ ፕሮጀክተርና ስክሪን፣ ዋይ-ፋይ፣ ቀኑን ሙሉ ቡና፣ ' +
          'እንዲሁም የቬጀቴሪያንና የቪጋን ምርጫዎች የተለዩበት የቡፌ ምሳ ወይም እራት።',
        features: ['ፕሮጀክተርና ስክሪን', 'ዋይ-ፋይ', 'ማይክሮፎንና ድምፅ'],
        services: ['የቡፌ ምሳ ወይም እራት', 'የቡና መስተንግዶ', 'ዝግጅትና ማጽዳት'],
      },
    },
  },
];
