import type {
  CATERING_EVENT_TYPES,
  CATERING_SERVICE_TYPES,
  CATERING_URGENCIES,
  CONTACT_PREFERENCES,
} from '@shared/catering-constants';
import type { SiteLanguage } from '@shared/language-path';

type EventType = (typeof CATERING_EVENT_TYPES)[number];
type ServiceType = (typeof CATERING_SERVICE_TYPES)[number];
type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
type Urgency = (typeof CATERING_URGENCIES)[number];

/** Every phrase of the catering emails, in one language. */
export interface CateringTexts {
  hello: (firstName: string) => string;
  label: Record<
    | 'event'
    | 'date'
    | 'guests'
    | 'service'
    | 'address'
    | 'menu'
    | 'total'
    | 'name'
    | 'company'
    | 'email'
    | 'phone'
    | 'prefers'
    | 'urgency'
    | 'setup'
    | 'equipment'
    | 'dietary'
    | 'requests'
    | 'budget'
    | 'estimate'
    | 'notes',
    string
  >;
  /** The event's date and its clock time on one line. */
  when: (date: string, time: string) => string;
  eventType: Record<EventType, string>;
  service: Record<ServiceType, string>;
  /** How the team will reach the client: "by email". */
  contactBy: Record<ContactPreference, string>;
  urgency: Record<Urgency, string>;
  yes: string;
  no: string;
  listSeparator: string;
  received: {
    subject: string;
    intro: string;
    next: (contactBy: string) => string;
    changes: (phone: string, email: string) => string;
  };
  quote: {
    subject: (date: string) => string;
    intro: (restaurant: string) => string;
    yourEvent: string;
    notes: string;
    accept: (email: string, phone: string) => string;
    lookForward: string;
  };
  alert: {
    subject: (eventType: string, date: string, guests: number) => string;
    intro: (id: number) => string;
    client: string;
    event: string;
    sendQuote: (link: string) => string;
  };
}

const en: CateringTexts = {
  hello: (firstName) => `Hello ${firstName},`,
  label: {
    event: 'Event',
    date: 'Date',
    guests: 'Guests',
    service: 'Service',
    address: 'Address',
    menu: 'Menu',
    total: 'Total',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    prefers: 'Prefers',
    urgency: 'Urgency',
    setup: 'Setup required',
    equipment: 'Equipment',
    dietary: 'Dietary restrictions',
    requests: 'Special requests',
    budget: 'Budget',
    estimate: 'Their cost estimate',
    notes: 'Notes',
  },
  when: (date, time) => `${date} at ${time}`,
  // The stored values are the English labels.
  eventType: {
    Wedding: 'Wedding',
    'Corporate Event': 'Corporate Event',
    'Birthday Party': 'Birthday Party',
    Anniversary: 'Anniversary',
    Graduation: 'Graduation',
    'Holiday Party': 'Holiday Party',
    'Business Meeting': 'Business Meeting',
    'Family Gathering': 'Family Gathering',
    'Baby Shower': 'Baby Shower',
    'Bridal Shower': 'Bridal Shower',
    'Religious Ceremony': 'Religious Ceremony',
    Other: 'Other',
  },
  service: { delivery: 'Delivery', pickup: 'Pickup', 'full-service': 'Full service' },
  contactBy: { email: 'email', phone: 'phone', text: 'text' },
  urgency: { rush: 'rush', standard: 'standard', flexible: 'flexible' },
  yes: 'yes',
  no: 'no',
  listSeparator: ', ',
  received: {
    subject: 'we received your catering request',
    intro: 'Thank you for your catering request. We have received it with these details:',
    next: (contactBy) => `Our catering team will review it and contact you by ${contactBy} with a quote.`,
    changes: (phone, email) => `If anything changes in the meantime, call us at ${phone} or write to ${email}.`,
  },
  quote: {
    subject: (date) => `your catering quote for ${date}`,
    intro: (restaurant) => `Thank you for thinking of ${restaurant} for your event. Here is our quote:`,
    yourEvent: 'Your event',
    notes: 'Notes from our team:',
    accept: (email, phone) =>
      `To accept the quote, reply to this email (or write to ${email}) or call us at ${phone}. ` +
      'Once you accept, we confirm the details with you and reserve the date.',
    lookForward: 'We look forward to cooking for you and your guests.',
  },
  alert: {
    subject: (eventType, date, guests) => `New catering request: ${eventType}, ${date}, ${guests} guests`,
    intro: (id) => `A new catering request (#${id}) came in through the website.`,
    client: 'Client',
    event: 'Event',
    sendQuote: (link) => `Send a quote from the admin area: ${link}`,
  },
};

// The words the catering form and the back office use for the same choices.
const am: CateringTexts = {
  hello: (firstName) => `ሰላም ${firstName}፣`,
  label: {
    event: 'ዝግጅት',
    date: 'ቀን',
    guests: 'እንግዶች',
    service: 'አገልግሎት',
    address: 'አድራሻ',
    menu: 'የምግብ ዝርዝር',
    total: 'ጠቅላላ ዋጋ',
    name: 'ስም',
    company: 'ድርጅት',
    email: 'ኢሜይል',
    phone: 'ስልክ',
    prefers: 'ተመራጭ የመገናኛ መንገድ',
    urgency: 'አስቸኳይነት',
    setup: 'ቦታ ማዘጋጀት ያስፈልጋል',
    equipment: 'የሚያስፈልጉ ዕቃዎች',
    dietary: 'የአመጋገብ ገደቦች',
    requests: 'ልዩ ጥያቄዎች',
    budget: 'የበጀት መጠን',
    estimate: 'የተገመተ ጠቅላላ ወጪ',
    notes: 'የደንበኛው ማስታወሻ',
  },
  when: (date, time) => `${date}፣ ${time}`,
  eventType: {
    Wedding: 'ሰርግ',
    'Corporate Event': 'የድርጅት ዝግጅት',
    'Birthday Party': 'የልደት በዓል',
    Anniversary: 'የጋብቻ ዓመታዊ በዓል',
    Graduation: 'ምረቃ',
    'Holiday Party': 'የበዓል ግብዣ',
    'Business Meeting': 'የሥራ ስብሰባ',
    'Family Gathering': 'የቤተሰብ ግብዣ',
    'Baby Shower': 'የሕፃን መቀበያ ድግስ',
    'Bridal Shower': 'የሙሽሪት ድግስ',
    'Religious Ceremony': 'ሃይማኖታዊ ሥነ ሥርዓት',
    Other: 'ሌላ',
  },
  service: { delivery: 'ማድረስ', pickup: 'መውሰድ', 'full-service': 'ሙሉ አገልግሎት' },
  contactBy: { email: 'ኢሜይል', phone: 'ስልክ', text: 'ጽሑፍ መልእክት' },
  urgency: { rush: 'አስቸኳይ', standard: 'መደበኛ', flexible: 'ተለዋዋጭ' },
  yes: 'አዎ',
  no: 'አይ',
  listSeparator: '፣ ',
  received: {
    subject: 'የምግብ አገልግሎት ጥያቄዎ ደርሶናል',
    intro: 'የምግብ አገልግሎት ጥያቄ ስለላኩልን እናመሰግናለን። ጥያቄዎ ከነዚህ ዝርዝሮች ጋር ደርሶናል፦',
    next: (contactBy) => `የምግብ አገልግሎት ቡድናችን ጥያቄዎን ተመልክቶ የዋጋ ግምት ይዞ በ${contactBy} ያገኝዎታል።`,
    changes: (phone, email) => `እስከዚያው ምንም ነገር ከተቀየረ በ${phone} ይደውሉልን ወይም ወደ ${email} ይጻፉልን።`,
  },
  quote: {
    subject: (date) => `ለ${date} ዝግጅትዎ የዋጋ ግምታችን`,
    intro: () => 'ለዝግጅትዎ እኛን ስላሰቡ እናመሰግናለን። የዋጋ ግምታችን ይኸውና፦',
    yourEvent: 'ዝግጅትዎ',
    notes: 'ከቡድናችን የተሰጠ ማስታወሻ፦',
    accept: (email, phone) =>
      `የዋጋ ግምቱን ለመቀበል ለዚህ ኢሜይል ምላሽ ይስጡ (ወይም ወደ ${email} ይጻፉ)፣ አልያም በ${phone} ይደውሉልን። ` +
      'ከተቀበሉ በኋላ ዝርዝሩን ከእርስዎ ጋር አረጋግጠን ቀኑን እንይዝልዎታለን።',
    lookForward: 'ለእርስዎና ለእንግዶችዎ ምግብ ለማዘጋጀት በጉጉት እንጠብቃለን።',
  },
  alert: {
    subject: (eventType, date, guests) => `አዲስ የምግብ አገልግሎት ጥያቄ፦ ${eventType}፣ ${date}፣ ${guests} እንግዶች`,
    intro: (id) => `በድረ-ገጹ በኩል አዲስ የምግብ አገልግሎት ጥያቄ (#${id}) ገብቷል።`,
    client: 'ደንበኛ',
    event: 'ዝግጅት',
    sendQuote: (link) => `የዋጋ ግምቱን ከአስተዳደር ክፍሉ ይላኩ፦ ${link}`,
  },
};

export const CATERING_TEXTS: Record<SiteLanguage, CateringTexts> = { en, am };
