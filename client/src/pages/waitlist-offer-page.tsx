import { useParams } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { useWaitlistOffer } from '@/features/reservations/api';
import { WaitlistOffer } from '@/features/reservations/components/waitlist-offer';
import { VisitCard } from '@/features/reservations/components/visit-card';
import { useReservationsI18n } from '@/i18n/reservations';

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

  return (
    <>
      <PageIntro
        title={t('reservations.waitlist.offer.title')}
        lead={offer ? t('reservations.waitlist.offer.greeting', { name: offer.name }) : '\u00a0'}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WaitlistOffer token={token} />
        <VisitCard />
      </div>
    </>
  );
}
