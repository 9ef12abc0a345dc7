import { useParams } from 'wouter';
import { formatAddress, telHref } from '@shared/business-info';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { DirectionsLink } from '@/components/ui/directions-link';
import { useWaitlistOffer } from '@/features/reservations/api';
import { WaitlistOffer } from '@/features/reservations/components/waitlist-offer';
import { useSiteInfo } from '@/lib/site-info';
import { useReservationsI18n } from '@/i18n/reservations';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

/**
 * /reservations/waitlist/:token, the link in the "a table has opened" email: the diner's date,
 * party and window, in the site's language, and the times they can book now. Opening the page
 * only reads the offer; the table is booked when the diner presses the button.
 */
export default function WaitlistOfferPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useReservationsI18n();
  usePageMeta(t('reservations.waitlist.offer.metaTitle'), t('reservations.waitlist.offer.metaDescription'));
  const { data: offer } = useWaitlistOffer(token);
  const { data: site } = useSiteInfo();
  const business = site?.business;

  return (
    <>
      <PageIntro
        title={t('reservations.waitlist.offer.title')}
        lead={offer ? t('reservations.waitlist.offer.greeting', { name: offer.name }) : '\u00a0'}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WaitlistOffer token={token} />
        {business && (
          <aside aria-labelledby="waitlist-visit-title" className="rounded-[var(--radius-card)] border border-border bg-card p-5">
            <h2 id="waitlist-visit-title" className="text-lg font-semibold">
              {t('reservations.info.visit')}
            </h2>
            <address className="mt-2 grid gap-1 not-italic">
              <span className="font-semibold">{business.name}</span>
              <span>{formatAddress(business.address)}</span>
              <a href={telHref(business.phone)} className={linkClass}>
                {business.phone}
              </a>
            </address>
            <DirectionsLink destination={`${business.name}, ${formatAddress(business.address)}`} className={linkClass}>
              {t('reservations.manage.directions')}
              <span className="sr-only"> {t('reservations.manage.newTab')}</span>
            </DirectionsLink>
          </aside>
        )}
      </div>
    </>
  );
}
