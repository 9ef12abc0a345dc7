import type { SiteInfo } from '@shared/schemas/settings';
import { restaurantJsonLd, serializeJsonLd } from '../structured-data';

/** schema.org Restaurant data for search engines, built from the settings (home page only). */
export function RestaurantJsonLd({ site }: { site: SiteInfo }) {
  const json = serializeJsonLd(restaurantJsonLd(site, window.location.origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
