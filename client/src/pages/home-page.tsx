import { lazy, type ReactNode } from 'react';
import type { SiteInfo } from '@shared/schemas/settings';
import { usePageMeta } from '@/components/seo/page-meta';
import { LazySection } from '@/components/ui/lazy-section';
import { SectionLoading } from '@/components/ui/section-loading';
import { DiningExperiences } from '@/features/home/components/dining-experiences';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow';
import { useI18n } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site-info';

// The sections below the first screen are split into their own chunks and fetched when scrolled near.
const HomeFeaturedDishes = lazy(() => import('@/pages/home-featured-dishes'));
const SocialMediaSection = lazy(() => import('@/features/home/components/social-media-section'));
const ContactInfoSection = lazy(() => import('@/features/home/components/contact-info-section'));
const VirtualTourSection = lazy(() => import('@/features/home/components/virtual-tour-section'));
const WelcomeSection = lazy(() => import('@/features/home/components/welcome-section'));
const Testimonials = lazy(() => import('@/features/home/components/testimonials'));

export default function HomePage() {
  const { t } = useI18n();
  const { data: site, isError } = useSiteInfo();
  const business = site?.business;

  usePageMeta(
    business
      ? t('home.meta.title', { city: business.address.city, year: business.establishedYear, name: business.name })
      : t('home.meta.titleLoading'),
    business
      ? t('home.meta.description', { city: business.address.city, year: business.establishedYear })
      : t('home.meta.descriptionLoading'),
  );

  /** A section that needs the settings: its loading text until they arrive, then the section. */
  const withSite = (loadingText: string, render: (info: SiteInfo) => ReactNode, errorText?: string) => {
    if (site) return render(site);
    if (!isError) return <SectionLoading text={loadingText} />;
    return errorText ? (
      <p className="mx-auto max-w-6xl px-4 py-12 text-center text-muted-foreground">{errorText}</p>
    ) : null;
  };

  return (
    <>
      <HeroSlideshow site={site} />
      <DiningExperiences establishedYear={business?.establishedYear} />
      <LazySection loadingText={t('home.featured.loading')}>
        <HomeFeaturedDishes />
      </LazySection>
      <LazySection loadingText={t('home.welcome.loading')}>
        {withSite(t('home.welcome.loading'), (info) => (
          <WelcomeSection
            name={info.business.name}
            city={info.business.address.city}
            establishedYear={info.business.establishedYear}
            timeZone={info.timeZone}
          />
        ))}
      </LazySection>
      <LazySection loadingText={t('home.testimonials.loading')}>
        <Testimonials />
      </LazySection>
      <LazySection loadingText={t('home.social.loading')}>
        {withSite(t('home.social.loading'), (info) => (
          <SocialMediaSection social={info.business.social} />
        ))}
      </LazySection>
      <LazySection loadingText={t('home.contact.loading')}>
        {withSite(
          t('home.contact.loading'),
          (info) => (
            <ContactInfoSection site={info} />
          ),
          t('home.contact.error'),
        )}
      </LazySection>
      <LazySection loadingText={t('home.tour.loading')}>
        {withSite(t('home.tour.loading'), (info) => (
          <VirtualTourSection hallName={info.business.hallName} hallCity={info.business.hallAddress.city} />
        ))}
      </LazySection>
    </>
  );
}
