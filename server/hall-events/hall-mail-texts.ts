import type { HallAddOnKey, HallBlock } from '@shared/hall-events';
import type { SiteLanguage } from '@shared/language-path';

/** The words every hall email shares, request or pipeline, in one language. */
export interface HallMailWords {
  hello: (firstName: string) => string;
  block: Record<HallBlock, string>;
  addOn: Record<HallAddOnKey, string>;
  label: Record<'package' | 'date' | 'time' | 'guests' | 'deposit' | 'name' | 'email' | 'phone', string>;
}

const en: HallMailWords = {
  hello: (firstName) => `Hello ${firstName},`,
  block: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  addOn: {
    coffee_ceremony: 'Coffee ceremony',
    linens: 'Linens',
    decor: 'Décor',
    dj: 'DJ',
    projector: 'Projector and screen',
  },
  label: {
    package: 'Package',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    deposit: 'Deposit',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
  },
};

const am: HallMailWords = {
  hello: (firstName) => `ሰላም ${firstName}፣`,
  block: { morning: 'ጠዋት', afternoon: 'ከሰዓት በኋላ', evening: 'ምሽት' },
  addOn: {
    coffee_ceremony: 'የቡና ሥነ ሥርዓት',
    linens: 'የጠረጴዛ ልብሶች',
    decor: 'ማስዋቢያ',
    dj: 'ዲጄ',
    projector: 'ፕሮጀክተርና ስክሪን',
  },
  label: {
    package: 'ጥቅል',
    date: 'ቀን',
    time: 'ሰዓት',
    guests: 'እንግዶች',
    deposit: 'ቀብድ',
    name: 'ስም',
    email: 'ኢሜይል',
    phone: 'ስልክ',
  },
};

export const HALL_MAIL_WORDS: Record<SiteLanguage, HallMailWords> = { en, am };
