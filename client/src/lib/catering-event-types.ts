import type { CATERING_EVENT_TYPES } from '@shared/catering-constants';
import type { AdminMessageKey } from '@/i18n/admin';
import type { AdminTranslate } from './admin-i18n';

/** The back office's label of each stored event type (the stored value stays English). */
export const EVENT_TYPE_LABELS: Record<(typeof CATERING_EVENT_TYPES)[number], AdminMessageKey> = {
  Wedding: 'admin.catering.eventType.wedding',
  'Corporate Event': 'admin.catering.eventType.corporateEvent',
  'Birthday Party': 'admin.catering.eventType.birthdayParty',
  Anniversary: 'admin.catering.eventType.anniversary',
  Graduation: 'admin.catering.eventType.graduation',
  'Holiday Party': 'admin.catering.eventType.holidayParty',
  'Business Meeting': 'admin.catering.eventType.businessMeeting',
  'Family Gathering': 'admin.catering.eventType.familyGathering',
  'Baby Shower': 'admin.catering.eventType.babyShower',
  'Bridal Shower': 'admin.catering.eventType.bridalShower',
  'Religious Ceremony': 'admin.catering.eventType.religiousCeremony',
  Other: 'admin.catering.eventType.other',
};

/** An event type in the reader's language; one stored before the list existed is shown as it is. */
export function eventTypeText(t: AdminTranslate, eventType: string): string {
  return Object.hasOwn(EVENT_TYPE_LABELS, eventType)
    ? t(EVENT_TYPE_LABELS[eventType as keyof typeof EVENT_TYPE_LABELS])
    : eventType;
}
