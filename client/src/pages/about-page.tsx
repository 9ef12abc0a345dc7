import { Link } from 'wouter';
import { yearsOfService } from '@shared/business-info';
import { LoadingText } from '@/components/layout/loading-text';
import { usePageMeta } from '@/components/seo/page-meta';
import { AboutIntro } from '@/features/about/components/about-intro';
import { AboutMenuCta } from '@/features/about/components/about-menu-cta';
import { AboutPhotoGallery } from '@/features/about/components/about-photo-gallery';
import { AboutStorySection } from '@/features/about/components/about-story-section';
import { AboutValues } from '@/features/about/components/about-values';
import { usePlacePhotos } from '@/lib/site-content';
import { useSiteInfo } from '@/lib/site-info';
import { useAboutI18n } from '@/i18n/about';

export default function AboutPage() {
  const { t } = useAboutI18n();
  const { data: site } = useSiteInfo();
  // The owner's first two photos of the restaurant take the culture and family pictures' places;
  // the others follow them as a gallery.
  const photos = usePlacePhotos('about');
  usePageMeta(t('about.meta.title'), t('about.meta.description'));

  if (!site) {
    return <LoadingText text={t('page.loading')} className="mx-auto max-w-6xl px-4 py-24 text-center" />;
  }

  const { business } = site;
  const years = yearsOfService(business.establishedYear, site.timeZone);

  return (
    <>
      <AboutIntro
        title={t('page.about.title')}
        lead={t('page.about.lead')}
        name={business.name}
        city={business.address.city}
        establishedYear={business.establishedYear}
        years={years}
      />
      <AboutValues />
      <AboutStorySection
        id="about-culture"
        tone="muted"
        eyebrow={t('about.culture.eyebrow')}
        title={t('about.culture.title')}
        image={{ src: '/images/about/mesob.svg', alt: t('about.culture.alt') }}
        photo={photos[0]}
      >
        <p>{t('about.culture.body1')}</p>
        <p>{t('about.culture.body2')}</p>
        <p>
          <Link
            href="/coffee-ceremony"
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('about.culture.coffeeLink')}
          </Link>
        </p>
      </AboutStorySection>
      <AboutStorySection
        id="about-family"
        reversed
        eyebrow={t('about.family.eyebrow')}
        title={t('about.family.title', { year: business.establishedYear })}
        image={{ src: '/images/about/family.svg', alt: t('about.family.alt') }}
        photo={photos[1]}
      >
        <p>{t('about.family.body1')}</p>
        <p>{t('about.family.body2')}</p>
      </AboutStorySection>
      <AboutPhotoGallery eyebrow={t('about.photos.eyebrow')} title={t('about.photos.title')} photos={photos.slice(2)} />
      <AboutMenuCta years={years} />
    </>
  );
}
