import { WEEKDAYS, type Weekday } from '@shared/constants';
import { dishText } from '@shared/dish-text';
import { pathInLanguage, type SiteLanguage } from '@shared/language-path';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { groupWeeklyHours } from '@shared/time';
import type { ServicePeriod, SiteInfo } from '@shared/schemas/settings';

const schemaDay = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** Days between two weekdays of the Monday-first week, both included. */
function daysFrom(from: Weekday, to: Weekday): string[] {
  return WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1).map(schemaDay);
}

/** Search engines read a day that runs to midnight as closing at 23:59. */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

function hoursOf(periods: readonly ServicePeriod[], extra: Record<string, unknown>) {
  return periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    ...extra,
    opens: period.open,
    closes: schemaTime(period.close),
  }));
}

/**
 * The upcoming date exceptions: a closure is opens and closes "00:00" over its dates; special
 * hours are one entry per period.
 */
function specialHours(site: SiteInfo) {
  return site.upcomingExceptions.flatMap((exception) => {
    const dates = { validFrom: exception.startDate, validThrough: exception.endDate };
    return exception.closed
      ? [{ '@type': 'OpeningHoursSpecification', ...dates, opens: '00:00', closes: '00:00' }]
      : hoursOf(exception.periods, dates);
  });
}

/** A photo's widest variant (the last of its srcset), as an address of the site. */
function widestImage(photo: ContentPhotoDto, origin: string): string | null {
  const widest = photo.srcset.split(', ').at(-1)?.split(' ')[0] || photo.src;
  return widest.startsWith('/api/images/') ? `${origin}${widest}` : null;
}

/**
 * The schema.org Restaurant description of the business, built from the settings, with the
 * owner's hero photos as its images when the page was rendered with them (else the logo).
 */
export function restaurantJsonLd(site: SiteInfo, origin: string, heroPhotos: readonly ContentPhotoDto[] = []) {
  const { business } = site;
  const photos = heroPhotos.flatMap((photo) => widestImage(photo, origin) ?? []);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: business.name,
    url: `${origin}/`,
    image: photos.length > 0 ? photos : `${origin}/images/logo.svg`,
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
      .flatMap((group) => hoursOf(group.hours.periods, { dayOfWeek: daysFrom(group.from, group.to) })),
    specialOpeningHoursSpecification: specialHours(site),
    servesCuisine: 'Ethiopian',
    priceRange: business.priceRange,
    acceptsReservations: true,
    menu: `${origin}/menu`,
    hasMenu: `${origin}/menu`,
    paymentAccepted: 'Cash, Credit Card, Debit Card',
    currenciesAccepted: 'USD',
    sameAs: [business.social.facebook, business.social.instagram, business.social.tiktok],
  };
}

/**
 * The schema.org Menu of the public menu: a section per category, in the order given, and an
 * item with its price in US dollars per available dish.
 */
export function menuJsonLd(
  items: readonly PublicMenuItemDto[],
  categories: readonly string[],
  origin: string,
  language: SiteLanguage = 'en',
) {
  const available = items.filter((item) => item.available);
  const order = [...categories, ...new Set(available.map((item) => item.category))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: 'Menu',
    url: `${origin}${pathInLanguage('/menu', language)}`,
    inLanguage: language,
    hasMenuSection: [...new Set(order)]
      .map((category) => ({ category, dishes: available.filter((item) => item.category === category) }))
      .filter(({ dishes }) => dishes.length > 0)
      .map(({ dishes }) => ({
        '@type': 'MenuSection',
        name: dishText(dishes[0]!, language).category,
        hasMenuItem: dishes.map((item) => ({
          '@type': 'MenuItem',
          name: dishText(item, language).name,
          description: dishText(item, language).description,
          offers: { '@type': 'Offer', price: item.price, priceCurrency: 'USD' },
        })),
      })),
  };
}

/** JSON for a <script> element: "<" is escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
