import { Link } from 'wouter';
import { SLIDESHOW } from '@shared/constants';
import { formatPeriods } from '@shared/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { OpenClosedBadge } from '@/components/layout/open-closed-badge';
import { TibebBand } from '@/components/layout/tibeb-band';
import { buttonVariants } from '@/components/ui/button';
import { SlideStack } from '@/components/ui/slide-stack';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { todaysSchedule } from '@/lib/opening-hours';
import { photoText, usePlacePhotos } from '@/lib/site-content';
import { useSlideshow } from '@/lib/use-slideshow';
import { HERO_IMAGE_SIZE, HERO_SLIDES } from '../slides';
import { SlideshowControls } from './slideshow-controls';

/** Phone-sized buttons fit side by side at 390 px; wider screens get the large size. */
const heroButton = 'sm:min-h-12 sm:px-7 sm:text-base';

/**
 * The full-screen hero (viewport minus the 64 px header): the owner's photos as slides (or, without
 * any, five illustrations), the h1, actions, the live open/closed badge and today's hours. Until
 * the settings arrive the texts that need them stay empty.
 */
export function HeroSlideshow({ site }: { site: SiteInfo | undefined }) {
  const { t, language } = useI18n();
  const photos = usePlacePhotos('hero');
  const total = photos.length > 0 ? photos.length : HERO_SLIDES.length;
  const slideshow = useSlideshow({
    count: total,
    intervalMs: SLIDESHOW.homeHeroMs,
    waitForFirstImage: true,
  });
  const slides =
    photos.length > 0
      ? photos.map((photo) => ({ id: `photo-${photo.id}`, src: photo.src, alt: '', photo }))
      : HERO_SLIDES.map((slide) => ({ id: slide.id, src: slide.src, alt: t(slide.alt) }));
  const currentPhoto = photos[slideshow.index];
  const current = HERO_SLIDES[slideshow.index];
  const business = site?.business;
  const today = site && todaysSchedule(site);

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate flex h-[calc(100svh-4rem-var(--announcement-height,0rem))] [&_:focus-visible]:outline-accent min-h-[40rem] flex-col overflow-hidden bg-foreground text-background sm:min-h-[36rem]"
      {...slideshow.pauseHandlers}
    >
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t('home.hero.label')}
        className="absolute inset-x-0 top-0 -z-10 h-[48%] sm:h-full"
      >
        <div aria-live={slideshow.autoAdvancing ? 'off' : 'polite'} className="absolute inset-0">
          <SlideStack
            slides={slides}
            index={slideshow.index}
            slideLabel={(position, count) => t('home.hero.slide', { current: position, total: count })}
            size={HERO_IMAGE_SIZE}
            sizes="100vw"
            onFirstLoaded={slideshow.markFirstLoaded}
          />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-foreground from-15% via-foreground/75 via-50% to-foreground/0 sm:from-0% sm:via-foreground/35"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 hidden bg-linear-to-r from-foreground/90 via-foreground/55 to-foreground/0 sm:block"
        />
      </div>

      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-end px-4 pb-20 pt-8">
        <div className="max-w-2xl">
          <h1 id="home-hero-title" className="font-display">
            <span className="block text-sm font-bold uppercase tracking-[0.2em] text-accent">
              {business?.name ?? '\u00a0'}
            </span>
            <span className="mt-3 block text-[2.15rem] font-semibold leading-[1.1] sm:text-6xl">
              {business ? (
                t('page.home.title', { year: business.establishedYear })
              ) : (
                <span className="invisible">{'\u00a0'}</span>
              )}
            </span>
          </h1>
          <p className="mt-4 max-w-xl text-base text-background/90 sm:text-lg">{t('page.home.lead')}</p>
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <OpenClosedBadge />
            {today && (
              <span className="font-medium text-background/90">
                {today.closed
                  ? t('home.hero.closedToday')
                  : t('home.hero.todayHours', { hours: formatPeriods(today.periods, '–', language) })}
                {today.exception && ` (${today.exception})`}
              </span>
            )}
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/menu" className={cn(buttonVariants({ variant: 'primary', size: 'md' }), heroButton)}>
              {t('page.home.explore')}
            </Link>
            <Link href="/reservations" className={cn(buttonVariants({ variant: 'onDark', size: 'md' }), heroButton)}>
              {t('nav.reserve')}
            </Link>
          </div>
        </div>
        <SlideshowControls
          slideshow={slideshow}
          total={total}
          caption={
            photos.length > 0
              ? (currentPhoto && photoText(currentPhoto, language).caption) || ''
              : current
                ? t(current.caption, { hallName: business?.hallName ?? '' })
                : ''
          }
        />
      </div>
      <TibebBand tone="festive" className="h-2.5" />
    </section>
  );
}
