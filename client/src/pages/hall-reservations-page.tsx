import { useState } from 'react';
import { formatAddress, yearsOfService } from '@shared/business-info';
import { HALL_CAPACITY } from '@shared/constants';
import { LoadingText } from '@/components/layout/loading-text';
import { usePageMeta } from '@/components/seo/page-meta';
import { HallCta } from '@/features/hall/components/hall-cta';
import { HallGalleryDialog } from '@/features/hall/components/hall-gallery-dialog';
import { HallHeroSlideshow } from '@/features/hall/components/hall-hero-slideshow';
import { HallPremiumFeatures } from '@/features/hall/components/hall-premium-features';
import { HallTestimonials } from '@/features/hall/components/hall-testimonials';
import { HallVenueSpecs } from '@/features/hall/components/hall-venue-specs';
import { HallWhySection } from '@/features/hall/components/hall-why-section';
import { useHallInfo } from '@/features/hall-events/api';
import { HallPackages } from '@/features/hall-events/components/hall-packages';
import { HallRequestSection } from '@/features/hall-events/components/hall-request-section';
import { useHallSelection } from '@/features/hall-events/selection';
import { useSiteInfo } from '@/lib/site-info';
import { useHallI18n } from '@/i18n/hall';

const REQUEST_ID = 'hall-request';

/** /hall-reservations: the hall's photos, packages, calendar and request form, specs and testimonials. */
export default function HallReservationsPage() {
  const { t } = useHallI18n();
  const { data: site } = useSiteInfo();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [galleryIndex, setGalleryIndex] = useState(0);
  const { selection, choosePackage, chooseRun, followPackage } = useHallSelection();
  const { data: hallInfo } = useHallInfo();
  usePageMeta(t('hall.meta.title'), t('hall.meta.description', { capacity: HALL_CAPACITY }));

  const business = site?.business;
  const years = site ? yearsOfService(site.business.establishedYear, site.timeZone) : undefined;

  return (
    <>
      <HallHeroSlideshow
        title={t('page.hall.title')}
        eyebrow={business && t('hall.hero.eyebrow', { hallName: business.hallName })}
        lead={t('hall.hero.lead', { capacity: HALL_CAPACITY, name: business?.name ?? '' })}
        hallPhone={business?.hallPhone}
        restaurantPhone={business?.phone}
        onOpenGallery={(index) => {
          setGalleryIndex(index);
          setGalleryOpen(true);
        }}
      />
      <HallGalleryDialog
        open={galleryOpen}
        onOpenChange={setGalleryOpen}
        index={galleryIndex}
        onIndexChange={setGalleryIndex}
      />

      {business && years !== undefined ? (
        <HallWhySection hallName={business.hallName} city={business.hallAddress.city} years={years} />
      ) : (
        <LoadingText text={t('hall.loading')} className="mx-auto max-w-6xl px-4 py-16" />
      )}
      <HallPackages
        hallPhone={business?.hallPhone}
        blockTimes={hallInfo?.blocks}
        formId={REQUEST_ID}
        onChoose={choosePackage}
      />
      <HallRequestSection
        id={REQUEST_ID}
        selection={selection}
        hallPhone={business?.hallPhone}
        timeZone={site?.timeZone}
        onChooseRun={chooseRun}
        onPackageChange={followPackage}
      />
      <HallVenueSpecs />
      <HallPremiumFeatures />
      <HallTestimonials />
      {business && (
        <HallCta
          hallAddress={formatAddress(business.hallAddress)}
          city={business.hallAddress.city}
          hallPhone={business.hallPhone}
          restaurantPhone={business.phone}
        />
      )}
    </>
  );
}
