import type { reservationsEn } from './reservations.en';

export const reservationsAm: Partial<Record<keyof typeof reservationsEn, string>> = {
  'reservations.form.label': 'ጠረጴዛ ያስይዙ',
  'reservations.field.date': 'ቀን',
  'reservations.field.time': 'ሰዓት',
  'reservations.field.guests': 'እንግዶች',
  'reservations.field.firstName': 'ስም',
  'reservations.field.lastName': 'የአባት ስም',
  'reservations.field.email': 'ኢሜይል',
  'reservations.field.phone': 'ስልክ',
  'reservations.submit': 'ጠረጴዛ ያስይዙ',
  'reservations.policy.title': 'የቦታ ማስያዝ መመሪያ',
  'reservations.modal.title': 'ጠረጴዛ ያስይዙ',
};
