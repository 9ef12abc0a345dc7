import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import type { MailMessage } from '../mail/mailer';

/** The two emails about an admin account, in one language. */
interface AccountTexts {
  reset: {
    subject: (site: string) => string;
    hello: (username: string) => string;
    asked: string;
    once: string;
  };
  username: {
    subject: (site: string) => string;
    one: (username: string) => string;
    several: string;
    signIn: (link: string) => string;
    ignore: string;
  };
}

const TEXTS: Record<SiteLanguage, AccountTexts> = {
  en: {
    reset: {
      subject: (site) => `${site}: reset your admin password`,
      hello: (username) => `Hello ${username},`,
      asked:
        'Someone asked to reset the password of your admin account. To choose a new password, open this link within one hour:',
      once: 'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    },
    username: {
      subject: (site) => `${site}: your admin username`,
      one: (username) => `Your admin username is: ${username}`,
      several: 'These admin usernames use this email address:',
      signIn: (link) => `Sign in at ${link}`,
      ignore: 'If you did not ask for this, you can ignore this email.',
    },
  },
  am: {
    reset: {
      subject: (site) => `${site}: የአስተዳዳሪ የይለፍ ቃልዎን ይቀይሩ`,
      hello: (username) => `ሰላም ${username}፣`,
      asked: 'አንድ ሰው የአስተዳዳሪ መለያዎን የይለፍ ቃል ለመቀየር ጠይቋል። አዲስ የይለፍ ቃል ለመምረጥ ይህን ሊንክ በአንድ ሰዓት ውስጥ ይክፈቱ፦',
      once: 'ሊንኩ የሚሠራው አንድ ጊዜ ብቻ ነው። ይህን ያልጠየቁ ከሆነ ኢሜይሉን ችላ ይበሉት፤ የይለፍ ቃልዎ እንዳለ ይቆያል።',
    },
    username: {
      subject: (site) => `${site}: የአስተዳዳሪ የተጠቃሚ ስምዎ`,
      one: (username) => `የአስተዳዳሪ የተጠቃሚ ስምዎ፦ ${username}`,
      several: 'እነዚህ የአስተዳዳሪ የተጠቃሚ ስሞች ይህን የኢሜይል አድራሻ ይጠቀማሉ፦',
      signIn: (link) => `በ${link} ይግቡ`,
      ignore: 'ይህን ያልጠየቁ ከሆነ ኢሜይሉን ችላ ማለት ይችላሉ።',
    },
  },
};

/** In the back-office language the admin chose (English until they choose one). */
export function passwordResetMail(
  to: string,
  username: string,
  link: string,
  siteName: string,
  preferredLanguage?: string | null,
): MailMessage {
  const t = TEXTS[languageOrDefault(preferredLanguage)].reset;
  return {
    kind: 'password-reset',
    to,
    subject: t.subject(siteName),
    text: [t.hello(username), '', t.asked, '', link, '', t.once].join('\n'),
  };
}

/** In the language the first of the accounts chose (English until one is chosen). */
export function usernameReminderMail(
  to: string,
  usernames: string[],
  loginLink: string,
  siteName: string,
  preferredLanguage?: string | null,
): MailMessage {
  const t = TEXTS[languageOrDefault(preferredLanguage)].username;
  const lines =
    usernames.length === 1 ? [t.one(usernames[0]!)] : [t.several, ...usernames.map((name) => `  - ${name}`)];
  return {
    kind: 'username-reminder',
    to,
    subject: t.subject(siteName),
    text: [...lines, '', t.signIn(loginLink), '', t.ignore].join('\n'),
  };
}
