import { useParams } from 'wouter';
import { formatAddress, telHref } from '@shared/business-info';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { DirectionsLink } from '@/components/ui/directions-link';
import { useManagedReservation } from '@/features/reservations/api';
import { ManageReservation } from '@/features/reservations/components/manage-reservation';
import { useSiteInfo } from '@/lib/site-info';
import { useReservationsI18n } from '@/i18n/reservations';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

/**
 * /reservations/manage/:token, the link the diner gets when booking and in every email: their
 * booking, in the site's language, and what they can still do with it (add it to their calendar,
 * change or cancel it before the cut-off).
 */
export default function ManageReservationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useReservationsI18n();
  usePageMeta(t('reservations.manage.metaTitle'), t('reservations.manage.metaDescription'));
  const { data: reservation } = useManagedReservation(token);
  const { data: site } = useSiteInfo();
  const business = site?.business;

  return (
    <>
      <PageIntro
        title={t('reservations.manage.title')}
        lead={reservation ? t('reservations.manage.greeting', { name: reservation.firstName }) : '\u00a0'}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ManageReservation token={token} />
        {business && (
          <aside aria-labelledby="manage-visit-title" className="rounded-[var(--radius-card)] border border-border bg-card p-5">
            <h2 id="manage-visit-title" className="text-lg font-semibold">
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
