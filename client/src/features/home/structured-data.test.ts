import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO, DEFAULT_RESERVATION_SLOTS, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';
import { restaurantJsonLd, serializeJsonLd } from './structured-data';

const site: SiteInfo = {
  business: { ...DEFAULT_BUSINESS_INFO, phone: '(612) 555-0100' },
  weeklyHours: { ...DEFAULT_WEEKLY_HOURS, sunday: { closed: false, open: '12:00', close: '20:00' } },
  reservationSlots: DEFAULT_RESERVATION_SLOTS,
  reservationsEnabled: true,
  giftCardsEnabled: false,
  timeZone: 'America/Chicago',
};

describe('restaurant structured data', () => {
  test('is built from the settings with the fixed rating, payments and cuisine', () => {
    const data = restaurantJsonLd(site, 'https://selam.example');
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      name: DEFAULT_BUSINESS_INFO.name,
      telephone: '(612) 555-0100',
      servesCuisine: 'Ethiopian',
      acceptsReservations: true,
      menu: 'https://selam.example/menu',
      currenciesAccepted: 'USD',
      paymentAccepted: 'Cash, Credit Card, Debit Card',
      aggregateRating: { ratingValue: 4.8, reviewCount: 487 },
      address: { streetAddress: DEFAULT_BUSINESS_INFO.address.street, postalCode: DEFAULT_BUSINESS_INFO.address.postalCode },
    });
  });

  test('opening hours group days that share hours and leave closed days out', () => {
    const data = restaurantJsonLd(
      { ...site, weeklyHours: { ...site.weeklyHours, monday: { closed: true, open: '11:00', close: '22:00' } } },
      'https://selam.example',
    );
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '11:00', closes: '22:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '20:00' },
    ]);
  });

  test('serialised JSON cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
