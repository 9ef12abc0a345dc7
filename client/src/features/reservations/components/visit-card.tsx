import { useId } from 'react';
import { formatAddress, telHref } from '@shared/business-info';
import { DirectionsLink } from '@/components/ui/directions-link';
import { useSiteInfo } from '@/lib/site-info';
import { latinTextLang } from '@/lib/text-lang';
import { useReservationsI18n } from '@/i18n/reservations';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

/** "Visit us": the restaurant's name, address, phone and directions, beside a diner's own booking or offer. */
export function VisitCard() {
  const { t, language } = useReservationsI18n();
  const { data: site } = useSiteInfo();
  const headingId = useId();
  const business = site?.business;
  if (!business) return null;
  return (
    <aside aria-labelledby={headingId} className="rounded-[var(--radius-card)] border border-border bg-card p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('reservations.info.visit')}
      </h2>
      <address className="mt-2 grid gap-1 not-italic">
        <span lang={latinTextLang(business.name, language)} className="font-semibold">
          {business.name}
        </span>
        <span lang={latinTextLang(business.address.street, language)}>{formatAddress(business.address)}</span>
        <a href={telHref(business.phone)} className={linkClass}>
          {business.phone}
        </a>
      </address>
      <DirectionsLink destination={`${business.name}, ${formatAddress(business.address)}`} className={linkClass}>
        {t('reservations.manage.directions')}
        <span className="sr-only"> {t('reservations.manage.newTab')}</span>
      </DirectionsLink>
    </aside>
  );
}
