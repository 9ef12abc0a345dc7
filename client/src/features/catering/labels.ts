import type { CATERING_EVENT_TYPES, CATERING_SERVICE_TYPES, CONTACT_PREFERENCES } from '@shared/catering-constants';
import { type CateringMessageKey } from '@/i18n/catering';

/** The translated label of each stored event type (the stored value stays English). */
export const EVENT_TYPE_LABELS: Record<(typeof CATERING_EVENT_TYPES)[number], CateringMessageKey> = {
  Wedding: 'catering.eventType.wedding',
  'Corporate Event': 'catering.eventType.corporateEvent',
  'Birthday Party': 'catering.eventType.birthdayParty',
  Anniversary: 'catering.eventType.anniversary',
  Graduation: 'catering.eventType.graduation',
  'Holiday Party': 'catering.eventType.holidayParty',
  'Business Meeting': 'catering.eventType.businessMeeting',
  'Family Gathering': 'catering.eventType.familyGathering',
  'Baby Shower': 'catering.eventType.babyShower',
  'Bridal Shower': 'catering.eventType.bridalShower',
  'Religious Ceremony': 'catering.eventType.religiousCeremony',
  Other: 'catering.eventType.other',
};

export const SERVICE_TYPE_LABELS: Record<(typeof CATERING_SERVICE_TYPES)[number], CateringMessageKey> = {
  delivery: 'catering.form.service.delivery',
  pickup: 'catering.form.service.pickup',
  'full-service': 'catering.form.service.fullService',
};

export const CONTACT_PREFERENCE_LABELS: Record<(typeof CONTACT_PREFERENCES)[number], CateringMessageKey> = {
  email: 'catering.form.contact.email',
  phone: 'catering.form.contact.phone',
  text: 'catering.form.contact.text',
};

/** How the confirmation says "we will contact you by …". */
export const CONTACT_BY_LABELS: Record<(typeof CONTACT_PREFERENCES)[number], CateringMessageKey> = {
  email: 'catering.done.by.email',
  phone: 'catering.done.by.phone',
  text: 'catering.done.by.text',
};
