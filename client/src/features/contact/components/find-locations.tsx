import { formatAddress, telHref } from '@shared/business-info';
import type { BusinessInfo } from '@shared/schemas/settings';
import { PageSection } from '@/components/layout/page-section';
import { buttonVariants } from '@/components/ui/button';
import { DirectionsLink } from '@/components/ui/directions-link';
import { ArrowIcon, MapPinIcon } from '@/components/ui/icons';
import { useContactI18n, type ContactMessageKey } from '@/i18n/contact';
import { latinTextLang } from '@/lib/text-lang';

interface Place {
  kind: ContactMessageKey;
  name: string;
  address: BusinessInfo['address'];
  phone: string;
}

/** One place: its kind, name, address and phone, and the directions link. */
function LocationCard({ place }: { place: Place }) {
  const { t, language } = useContactI18n();
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent/25 text-primary">
        <MapPinIcon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{t(place.kind)}</p>
        <h3 lang={latinTextLang(place.name, language)} className="mt-1 text-xl font-semibold">
          {place.name}
        </h3>
        <address className="mt-1 not-italic">
          <span lang={latinTextLang(place.address.street, language)}>{formatAddress(place.address)}</span>
          <br />
          <a
            href={telHref(place.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {place.phone}
          </a>
        </address>
        <DirectionsLink
          destination={`${place.name}, ${formatAddress(place.address)}`}
          className={`mt-3 ${buttonVariants({ variant: 'outline', size: 'md' })}`}
        >
          {t('contact.locations.directions', { name: place.name })}
          <span className="sr-only"> {t('contact.newTab')}</span>
          <ArrowIcon className="size-5" />
        </DirectionsLink>
      </div>
    </li>
  );
}

/** "Find Our Locations": both addresses with maps directions links. */
export function FindLocations({ business }: { business: BusinessInfo }) {
  const { t } = useContactI18n();
  const places: Place[] = [
    { kind: 'contact.locations.restaurant', name: business.name, address: business.address, phone: business.phone },
    {
      kind: 'contact.locations.hall',
      name: business.hallName,
      address: business.hallAddress,
      phone: business.hallPhone,
    },
  ];
  return (
    <PageSection id="contact-locations-title" title={t('contact.locations.title')} lead={t('contact.locations.lead')}>
      <ul className="grid gap-5 md:grid-cols-2">
        {places.map((place) => (
          <LocationCard key={place.kind} place={place} />
        ))}
      </ul>
    </PageSection>
  );
}
