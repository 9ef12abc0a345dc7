// The catering request form and the back office's catering orders.

export const CATERING = {
  minGuests: 10,
  maxGuests: 500,
  defaultGuests: 25,
  noticeHours: 24,
  radiusMiles: 50,
  thisWeekDays: 7,
  addressPreviewChars: 30,
} as const;
export const CATERING_STATUSES = ['pending', 'quoted', 'confirmed', 'completed', 'cancelled'] as const;
export type CateringStatus = (typeof CATERING_STATUSES)[number];
export const CATERING_URGENCIES = ['rush', 'standard', 'flexible'] as const;
export const CATERING_SERVICE_TYPES = ['delivery', 'pickup', 'full-service'] as const;
export const CATERING_EVENT_TYPES = [
  'Wedding',
  'Corporate Event',
  'Birthday Party',
  'Anniversary',
  'Graduation',
  'Holiday Party',
  'Business Meeting',
  'Family Gathering',
  'Baby Shower',
  'Bridal Shower',
  'Religious Ceremony',
  'Other',
] as const;
export const CONTACT_PREFERENCES = ['email', 'phone', 'text'] as const;
