import { lazy } from 'react';
import { Link } from 'wouter';
import { LoadingText } from '@/components/layout/loading-text';
import { PageSection, PageSections } from '@/components/layout/page-section';
import { usePageMeta } from '@/components/seo/page-meta';
import { LazySection } from '@/components/ui/lazy-section';
import { ContactCards } from '@/features/contact/components/contact-cards';
import { ContactHero } from '@/features/contact/components/contact-hero';
import { FindLocations } from '@/features/contact/components/find-locations';
import { HallPanel } from '@/features/contact/components/hall-panel';
import { OtherWays } from '@/features/contact/components/other-ways';
import { useContactI18n } from '@/i18n/contact';
import { useSiteInfo } from '@/lib/site-info';

// The form and its validation library load as the form comes near the screen, not with the page.
const ReservationForm = lazy(() =>
  import('@/features/reservations/components/reservation-form').then((module) => ({ default: module.ReservationForm })),
);

/** /contact: location, phones and hours from settings, a table booking, the hall, inboxes and directions. */
export default function ContactPage() {
  const { t } = useContactI18n();
  const { data: site } = useSiteInfo();
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));

  return (
    <>
      <ContactHero />
      <PageSections>
        <PageSection id="contact-cards-title" title={t('contact.cards.title')} titleHidden>
          {site ? <ContactCards site={site} /> : <LoadingText text={t('contact.loading')} />}
        </PageSection>

        <div className="grid gap-6 lg:grid-cols-2">
          <PageSection
            id="contact-reserve-title"
            title={t('contact.reserve.title')}
            lead={
              site
                ? t('contact.reserve.leadParty', { min: site.booking.minPartySize, max: site.booking.maxPartySize })
                : t('contact.reserve.lead')
            }
            className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8"
          >
            <LazySection loadingText={t('page.loading')} className="min-h-96">
              <ReservationForm variant="compact" />
            </LazySection>
            <Link
              href="/reservations"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('contact.reserve.fullPage')}
            </Link>
          </PageSection>
          {site && <HallPanel hallName={site.business.hallName} hallPhone={site.business.hallPhone} />}
        </div>

        {site && <OtherWays business={site.business} />}
        {site && <FindLocations business={site.business} />}
      </PageSections>
    </>
  );
}
