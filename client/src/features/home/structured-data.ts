import { RATING, WEEKDAYS, type Weekday } from '@shared/constants';
import { groupWeeklyHours } from '@shared/time';
import type { SiteInfo } from '@shared/schemas/settings';

const schemaDay = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** Days between two weekdays of the Monday-first week, both included. */
function daysFrom(from: Weekday, to: Weekday): string[] {
  return WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1).map(schemaDay);
}

/** The schema.org Restaurant description of the business, built from the settings only. */
export function restaurantJsonLd(site: SiteInfo, origin: string) {
  const { business } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: business.name,
    url: `${origin}/`,
    image: `${origin}/images/logo.svg`,
    logo: `${origin}/images/logo.svg`,
    telephone: business.phone,
    email: business.email,
    foundingDate: String(business.establishedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: groupWeeklyHours(site.weeklyHours)
      .filter((group) => !group.hours.closed)
      .map((group) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysFrom(group.from, group.to),
        opens: group.hours.open,
        closes: group.hours.close,
      })),
    servesCuisine: 'Ethiopian',
    priceRange: business.priceRange,
    acceptsReservations: true,
    menu: `${origin}/menu`,
    hasMenu: `${origin}/menu`,
    paymentAccepted: 'Cash, Credit Card, Debit Card',
    currenciesAccepted: 'USD',
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: RATING.value,
      reviewCount: RATING.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    sameAs: [business.social.facebook, business.social.instagram, business.social.tiktok],
  };
}

/** JSON for a <script> element: "<" is escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
