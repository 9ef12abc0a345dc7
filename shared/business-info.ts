// The one canonical set of business facts. Seeded into settings,
// editable by an admin; every page reads the stored copy, never these literals directly.
import { yearIn } from './time';
import type { BookingSettings, BusinessInfo, WeeklyHours } from './schemas/settings';

export const DEFAULT_BUSINESS_INFO: BusinessInfo = {
  name: 'Selam Ethiopian Restaurant',
  hallName: 'Selam Event Hall',
  establishedYear: 1995,
  address: {
    street: '2418 Riverside Avenue',
    city: 'Minneapolis',
    region: 'MN',
    postalCode: '55454',
  },
  hallAddress: {
    street: '1480 University Avenue West',
    city: 'St. Paul',
    region: 'MN',
    postalCode: '55104',
  },
  phone: '(612) 555-0147',
  hallPhone: '(651) 555-0192',
  email: 'hello@selam-restaurant.example',
  hallEmail: 'events@selam-restaurant.example',
  cateringEmail: 'catering@selam-restaurant.example',
  priceRange: '$$',
  social: {
    facebook: 'https://www.facebook.com/selam.restaurant.example',
    instagram: 'https://www.instagram.com/selam.restaurant.example',
    tiktok: 'https://www.tiktok.com/@selam.restaurant.example',
  },
  delivery: {
    uberEats: 'https://www.ubereats.com/store/selam-ethiopian-restaurant-example',
    doorDash: 'https://www.doordash.com/store/selam-ethiopian-restaurant-example',
  },
};

const open = (from: string, to: string) => ({ closed: false as const, periods: [{ open: from, close: to }] });

/** Mon–Thu 11:00 AM–9:30 PM, Fri–Sat to 10:00 PM, Sun to 9:00 PM, until an admin edits them. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  monday: open('11:00', '21:30'),
  tuesday: open('11:00', '21:30'),
  wednesday: open('11:00', '21:30'),
  thursday: open('11:00', '21:30'),
  friday: open('11:00', '22:00'),
  saturday: open('11:00', '22:00'),
  sunday: open('11:00', '21:00'),
};

/** The online booking rules a new restaurant starts with. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  slotIntervalMinutes: 30,
  lastSeatingMinutes: 30,
  sameDayLeadMinutes: 60,
  horizonDays: 60,
  minPartySize: 1,
  maxPartySize: 10,
  dailyGuestCapacity: 80,
  pacingGuestsPerSlot: 24,
  cancelCutoffHours: 2,
  reminderHoursBefore: 24,
  confirmByEmail: false,
};

export const SETTING_KEYS = {
  businessInfo: 'business_info',
  weeklyHours: 'weekly_hours',
  booking: 'booking_settings',
  reservationsEnabled: 'reservations_enabled',
  giftCardsEnabled: 'gift_cards_enabled',
  giftCardValidMonths: 'gift_card_valid_months',
  restaurantMode: 'restaurant_mode',
  restaurantLanguage: 'restaurant_language',
  ordering: 'ordering',
  orderingPause: 'ordering_pause',
  orderingBusy: 'ordering_busy',
  onlinePaymentsEnabled: 'online_payments_enabled',
  stripeModeMismatch: 'stripe_mode_mismatch',
  hallEvents: 'hall_events',
} as const;

/** Years of service, counted from the established year, never typed into a page. */
export function yearsOfService(establishedYear: number, timeZone: string, now: Date = new Date()): number {
  return yearIn(timeZone, now) - establishedYear;
}

export function formatAddress(address: BusinessInfo['address']): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/**
 * A tel: link for a phone as people type it: a number starting with + is dialled as written
 * (a guest from abroad), a 10-digit one (or 11 with the leading 1) as a US number, anything
 * else by its digits.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A maps link with directions to a place; any maps app or browser opens it. */
export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
