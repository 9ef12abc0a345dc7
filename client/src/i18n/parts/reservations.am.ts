import type { MessageKey } from '../en';

export const reservationsAm: Partial<Record<MessageKey, string>> = {
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
