import { describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_BUSINESS_INFO, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { restaurantJsonLd, serializeJsonLd } from './structured-data';

const site: SiteInfo = {
  business: { ...DEFAULT_BUSINESS_INFO, phone: '(612) 555-0100' },
  weeklyHours: { ...DEFAULT_WEEKLY_HOURS, sunday: { closed: false, periods: [{ open: '12:00', close: '20:00' }] } },
  booking: DEFAULT_BOOKING_SETTINGS,
  upcomingExceptions: [],
  reservationsEnabled: true,
  giftCardsEnabled: false,
  timeZone: 'America/Chicago',
};

describe('restaurant structured data', () => {
  test('is built from the settings, with payments and cuisine and no rating of its own', () => {
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
      address: {
        streetAddress: DEFAULT_BUSINESS_INFO.address.street,
        postalCode: DEFAULT_BUSINESS_INFO.address.postalCode,
      },
    });
    // Google accepts no rating a business gives itself, nor others' ratings it republishes.
    expect(data).not.toHaveProperty('aggregateRating');
  });

  test("names the owner's hero photos as its images, at their widest, when the page has them; else the logo", () => {
    const uuid = '0a1b2c3d-0000-4000-8000-000000000001';
    const photo: ContentPhotoDto = {
      id: 1,
      alt: '</script><script>alert(1)</script>',
      caption: null,
      src: `/api/images/${uuid}?format=webp&w=960`,
      srcset: `/api/images/${uuid}?format=webp&w=480 480w, /api/images/${uuid}?format=webp&w=1920 1920w`,
      width: 2000,
      height: 1333,
      placeholder: 'data:image/webp;base64,AA==',
      translations: { am: { alt: 'ፎቶ', caption: null } },
    };
    const origin = 'https://selam.example';
    expect(restaurantJsonLd(site, origin).image).toBe(`${origin}/images/logo.svg`);
    const data = restaurantJsonLd(site, origin, [photo, { ...photo, srcset: 'https://elsewhere.example/x.webp 480w' }]);
    expect(data.image).toEqual([`${origin}/api/images/${uuid}?format=webp&w=1920`]);
    expect(data.logo).toBe(`${origin}/images/logo.svg`);
    // Only addresses, never the photo's words, and the JSON cannot close its script element.
    expect(serializeJsonLd(data)).not.toContain('<');
  });

  test('opening hours: one entry per period, days that share hours grouped, closed days left out', () => {
    const lunchAndDinner = {
      closed: false,
      periods: [
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '24:00' },
      ],
    };
    const weeklyHours = {
      ...site.weeklyHours,
      monday: { closed: true, periods: [{ open: '11:00', close: '22:00' }] },
      friday: lunchAndDinner,
      saturday: lunchAndDinner,
    };
    const data = restaurantJsonLd({ ...site, weeklyHours }, 'https://selam.example');
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'],
        opens: '11:00',
        closes: '21:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '11:00', closes: '15:00' },
      // A day that runs to midnight closes at 23:59 for search engines.
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '17:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '20:00' },
    ]);
    expect(data.specialOpeningHoursSpecification).toEqual([]);
  });

  test('special opening hours: a closure opens and closes at 00:00, special hours one entry per period', () => {
    const exception = (fields: Partial<ScheduleExceptionDto>): ScheduleExceptionDto => ({
      id: 1,
      startDate: '2026-11-26',
      endDate: '2026-11-26',
      closed: true,
      periods: [],
      label: 'Thanksgiving',
      editable: true,
      ...fields,
    });
    const upcomingExceptions = [
      exception({}),
      exception({
        id: 2,
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        closed: false,
        periods: [
          { open: '10:00', close: '14:00' },
          { open: '16:00', close: '19:00' },
        ],
        label: 'Christmas',
      }),
    ];
    const data = restaurantJsonLd({ ...site, upcomingExceptions }, 'https://selam.example');
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-26',
        opens: '10:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-26',
        opens: '16:00',
        closes: '19:00',
      },
    ]);
  });

  test('serialised JSON cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
