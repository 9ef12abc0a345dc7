import type { SiteLanguage } from '@shared/language-path';

/** What one email says first; the subject follows the restaurant's name. */
interface Opening {
  /** `number` is the order's number, "1042". */
  subject: (number: string) => string;
  intro: string;
}

/** Every phrase of the emails to a diner about a pickup order, in one language. */
export interface OrderTexts {
  hello: (firstName: string) => string;
  label: Record<
    'order' | 'pickup' | 'subtotal' | 'tax' | 'tip' | 'total' | 'payment' | 'readyAt' | 'reason' | 'address',
    string
  >;
  /** What a gift card paid: only the code's last 4 characters. */
  giftCard: (last4: string) => string;
  paidByGiftCard: string;
  payAtPickup: string;
  /** A card order: held on the card until the kitchen accepts, then taken. */
  cardHeld: string;
  paidByCard: string;
  /** A card order whose capture was declined: paid at the counter instead. */
  cardDeclined: string;
  /** An order for "as soon as possible", `time` when the kitchen expects it ready. */
  asap: (time: string) => string;
  statusLink: string;
  questions: (phone: string) => string;
  received: Opening & { next: string; nextAccepted: string };
  accepted: Opening & { readyBy: (time: string) => string };
  ready: Opening & { payAtCounter: string; paidCounter: string };
  notReady: Opening & { nextReady: string };
  rejected: Opening & { apology: (phone: string) => string };
  cancelled: Opening & { orderAgain: string };
  /** Cancelled by itself: nobody in the kitchen accepted it before its pickup time. */
  expired: Opening & { callUs: (phone: string) => string };
  orderLink: string;
}

const en: OrderTexts = {
  hello: (firstName) => `Hello ${firstName},`,
  label: {
    order: 'Order',
    pickup: 'Pickup',
    subtotal: 'Subtotal',
    tax: 'Tax',
    tip: 'Tip',
    total: 'Total',
    payment: 'Payment',
    readyAt: 'Ready at',
    reason: 'Reason',
    address: 'Address',
  },
  giftCard: (last4) => `Gift card ending ${last4}`,
  paidByGiftCard: 'Paid by gift card',
  payAtPickup: 'Pay at pickup',
  cardHeld: 'Card: held now, charged when the kitchen accepts your order',
  paidByCard: 'Paid by card',
  cardDeclined: 'Your card was declined: please pay at pickup',
  asap: (time) => `As soon as possible, about ${time}`,
  statusLink: 'Follow your order',
  questions: (phone) => `Questions about your order? Call us at ${phone}.`,
  received: {
    subject: (number) => `we received your order ${number}`,
    intro: 'Thank you for your order. We have received it:',
    next: 'We will email you as soon as the kitchen accepts it, and again when it is ready.',
    nextAccepted: 'The kitchen has it; we will email you again when it is ready.',
  },
  accepted: {
    subject: (number) => `your order ${number} is accepted`,
    intro: 'Good news: the kitchen has accepted your order.',
    readyBy: (time) => `It will be ready at ${time}.`,
  },
  ready: {
    subject: (number) => `your order ${number} is ready`,
    intro: 'Your order is ready for pickup.',
    payAtCounter: 'Please come to the counter and give your order number; you pay when you pick it up.',
    paidCounter: 'Please come to the counter and give your order number; it is paid.',
  },
  notReady: {
    subject: (number) => `your order ${number} is not ready yet`,
    intro: 'Sorry, our last email was sent too early: your order is not ready yet.',
    nextReady: 'We will email you again as soon as it is ready.',
  },
  rejected: {
    subject: (number) => `we are sorry, we cannot make your order ${number}`,
    intro: 'We are very sorry: we cannot make your order this time.',
    apology: (phone) => `Please accept our apologies. Call us at ${phone} and we will gladly help.`,
  },
  cancelled: {
    subject: (number) => `your order ${number} is cancelled`,
    intro: 'Your order is cancelled.',
    orderAgain: 'We hope to cook for you another time.',
  },
  expired: {
    subject: (number) => `we could not confirm your order ${number} in time`,
    intro: 'We are sorry: we could not confirm your order in time, so it is cancelled. You pay nothing.',
    callUs: (phone) => `Please call us at ${phone} and we will gladly take it on the phone.`,
  },
  orderLink: 'Order again',
};

const am: OrderTexts = {
  hello: (firstName) => `ሰላም ${firstName}፣`,
  label: {
    order: 'ትዕዛዝ',
    pickup: 'መውሰጃ',
    subtotal: 'ንዑስ ድምር',
    tax: 'ግብር',
    tip: 'ጉርሻ',
    total: 'ጠቅላላ',
    payment: 'ክፍያ',
    readyAt: 'የሚደርስበት ሰዓት',
    reason: 'ምክንያት',
    address: 'አድራሻ',
  },
  giftCard: (last4) => `በ${last4} የሚያልቅ የስጦታ ካርድ`,
  paidByGiftCard: 'በስጦታ ካርድ ተከፍሏል',
  payAtPickup: 'ሲወስዱ ይከፍላሉ',
  cardHeld: 'ካርድ፦ አሁን ተይዟል፣ ወጥ ቤቱ ትዕዛዝዎን ሲቀበል ይከፈላል',
  paidByCard: 'በካርድ ተከፍሏል',
  cardDeclined: 'ካርድዎ ተቀባይነት አላገኘም፤ እባክዎ ሲወስዱ ይክፈሉ',
  asap: (time) => `በተቻለ ፍጥነት፣ በግምት ${time}`,
  statusLink: 'ትዕዛዝዎን ይከታተሉ',
  questions: (phone) => `ስለ ትዕዛዝዎ ጥያቄ አለዎት? በ${phone} ይደውሉልን።`,
  received: {
    subject: (number) => `ትዕዛዝዎ ${number} ደርሶናል`,
    intro: 'ስላዘዙ እናመሰግናለን። ትዕዛዝዎ ደርሶናል፦',
    next: 'ወጥ ቤቱ ትዕዛዝዎን ሲቀበል፣ እንዲሁም ሲዘጋጅ በኢሜይል እናሳውቅዎታለን።',
    nextAccepted: 'ወጥ ቤቱ ትዕዛዝዎን ተቀብሏል፤ ሲዘጋጅ በኢሜይል እናሳውቅዎታለን።',
  },
  accepted: {
    subject: (number) => `ትዕዛዝዎ ${number} ተቀባይነት አግኝቷል`,
    intro: 'መልካም ዜና፦ ወጥ ቤቱ ትዕዛዝዎን ተቀብሏል።',
    readyBy: (time) => `በ${time} ዝግጁ ይሆናል።`,
  },
  ready: {
    subject: (number) => `ትዕዛዝዎ ${number} ዝግጁ ነው`,
    intro: 'ትዕዛዝዎ ለመውሰድ ዝግጁ ነው።',
    payAtCounter: 'እባክዎ ወደ ቆጣሪው መጥተው የትዕዛዝ ቁጥርዎን ይንገሩን፤ ክፍያው ሲወስዱ ነው።',
    paidCounter: 'እባክዎ ወደ ቆጣሪው መጥተው የትዕዛዝ ቁጥርዎን ይንገሩን፤ ተከፍሏል።',
  },
  notReady: {
    subject: (number) => `ትዕዛዝዎ ${number} ገና ዝግጁ አይደለም`,
    intro: 'ይቅርታ፣ ያለፈው ኢሜላችን ቀድሞ ተልኳል፤ ትዕዛዝዎ ገና ዝግጁ አይደለም።',
    nextReady: 'ልክ ዝግጁ ሲሆን እንደገና ኢሜል እንልክልዎታለን።',
  },
  rejected: {
    subject: (number) => `ይቅርታ፣ ትዕዛዝዎን ${number} ማዘጋጀት አንችልም`,
    intro: 'በጣም እናዝናለን፤ በዚህ ጊዜ ትዕዛዝዎን ማዘጋጀት አንችልም።',
    apology: (phone) => `ስለተፈጠረው ችግር ይቅርታ እንጠይቃለን። በ${phone} ይደውሉልን፤ በደስታ እንረዳዎታለን።`,
  },
  cancelled: {
    subject: (number) => `ትዕዛዝዎ ${number} ተሰርዟል`,
    intro: 'ትዕዛዝዎ ተሰርዟል።',
    orderAgain: 'በሌላ ጊዜ ምግብ ልናዘጋጅልዎ ተስፋ እናደርጋለን።',
  },
  expired: {
    subject: (number) => `ትዕዛዝዎን ${number} በጊዜው ማረጋገጥ አልቻልንም`,
    intro: 'ይቅርታ፤ ትዕዛዝዎን በጊዜው ማረጋገጥ ስላልቻልን ተሰርዟል። ምንም አይከፍሉም።',
    callUs: (phone) => `እባክዎ በ${phone} ይደውሉልን፤ ትዕዛዝዎን በስልክ በደስታ እንቀበላለን።`,
  },
  orderLink: 'እንደገና ይዘዙ',
};

export const ORDER_TEXTS: Record<SiteLanguage, OrderTexts> = { en, am };

/** The restaurant's alert of a new pickup order, in the restaurant's language. */
export interface OrderAlertTexts {
  /** `number` the order's number, `total` in money, `pickup` its pickup time in words. */
  subject: (number: string, total: string, pickup: string) => string;
  intro: string;
  waiting: string;
  autoAccepted: string;
  label: Record<'name' | 'phone' | 'email' | 'instructions' | 'note', string>;
  openLink: string;
  /** An order still waiting `minutes` after it came in. */
  stillWaiting: { subject: (number: string, minutes: number) => string; intro: string };
  disputed: { subject: (number: string, total: string) => string; intro: string; stripeLink: string };
}

export const ORDER_ALERT_TEXTS: Record<SiteLanguage, OrderAlertTexts> = {
  en: {
    subject: (number, total, pickup) => `New pickup order ${number}: ${total}, ${pickup}`,
    intro: 'A new pickup order came in through the website.',
    waiting: 'It is waiting on the orders board: please accept or reject it.',
    autoAccepted: 'It was accepted automatically; the kitchen can start on it.',
    label: { name: 'Name', phone: 'Phone', email: 'Email', instructions: 'Instructions', note: 'Note' },
    openLink: 'Open the orders board',
    stillWaiting: {
      subject: (number, minutes) => `Order ${number} has waited ${minutes} minutes`,
      intro:
        'This pickup order is still waiting on the orders board. Please accept or reject it: if nobody does, it is cancelled at its pickup time and the guest is told.',
    },
    disputed: {
      subject: (number, total) => `Card payment disputed: order ${number} (${total})`,
      intro:
        "The guest's bank says the card payment for this order is disputed. Answer the dispute in Stripe's dashboard (Payments → Disputes) before its deadline, with the order's details below.",
      stripeLink: "Open disputes in Stripe's dashboard",
    },
  },
  am: {
    subject: (number, total, pickup) => `አዲስ የመውሰጃ ትዕዛዝ ${number}፦ ${total}፣ ${pickup}`,
    intro: 'በድረ-ገጹ በኩል አዲስ የመውሰጃ ትዕዛዝ ገብቷል።',
    waiting: 'በትዕዛዞች ሰሌዳ ላይ እየጠበቀ ነው፤ እባክዎ ይቀበሉት ወይም ውድቅ ያድርጉት።',
    autoAccepted: 'ትዕዛዙ በራሱ ተቀባይነት አግኝቷል፤ ወጥ ቤቱ ሥራውን መጀመር ይችላል።',
    label: { name: 'ስም', phone: 'ስልክ', email: 'ኢሜይል', instructions: 'መመሪያዎች', note: 'ማስታወሻ' },
    openLink: 'የትዕዛዞች ሰሌዳውን ይክፈቱ',
    stillWaiting: {
      subject: (number, minutes) => `ትዕዛዝ ${number} ለ${minutes} ደቂቃ እየጠበቀ ነው`,
      intro:
        'ይህ የመውሰጃ ትዕዛዝ አሁንም በትዕዛዞች ሰሌዳ ላይ እየጠበቀ ነው። እባክዎ ይቀበሉት ወይም ውድቅ ያድርጉት፤ ማንም ካልወሰነ በመውሰጃ ሰዓቱ ይሰረዛል፣ ደንበኛውም ይነገራቸዋል።',
    },
    disputed: {
      subject: (number, total) => `የካርድ ክፍያ ተቃውሞ ቀርቧል፦ ትዕዛዝ ${number} (${total})`,
      intro:
        'የደንበኛው ባንክ የዚህ ትዕዛዝ የካርድ ክፍያ ላይ ተቃውሞ እንደቀረበ ገልጿል። ከጊዜ ገደቡ በፊት በStripe ዳሽቦርድ (Payments → Disputes) ላይ ከታች ባሉት የትዕዛዙ ዝርዝሮች ምላሽ ይስጡ።',
      stripeLink: 'በStripe ዳሽቦርድ ላይ ተቃውሞዎችን ይክፈቱ',
    },
  },
};
