import { useParams } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { useManagedReservation } from '@/features/reservations/api';
import { ManageReservation } from '@/features/reservations/components/manage-reservation';
import { VisitCard } from '@/features/reservations/components/visit-card';
import { useReservationsI18n } from '@/i18n/reservations';

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

  return (
    <>
      <PageIntro
        title={t('reservations.manage.title')}
        lead={reservation ? t('reservations.manage.greeting', { name: reservation.firstName }) : '\u00a0'}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ManageReservation token={token} />
        <VisitCard />
      </div>
    </>
  );
}
