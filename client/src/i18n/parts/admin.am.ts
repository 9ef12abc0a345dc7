import type { AdminMessageKey } from '../admin';

export const adminAm: Partial<Record<AdminMessageKey, string>> = {
  'admin.login.username': 'የተጠቃሚ ስም',
  'admin.login.password': 'የይለፍ ቃል',
  'admin.login.submit': 'ግባ',
  'admin.forgot.trigger': 'የይለፍ ቃል ረሱ?',
  'admin.reset.submit': 'የይለፍ ቃል ቀይር',
  'admin.reset.backToLogin': 'ወደ መግቢያ ይመለሱ',
};
