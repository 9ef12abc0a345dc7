import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SLIDESHOW } from '@shared/constants';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { useSlideshow } from '../hooks/use-slideshow';
import { HERO_IMAGE_SIZE, HERO_SLIDES } from '../slides';
import { SlideshowControls } from './slideshow-controls';
import { TibebBand } from '@/components/layout/tibeb-band';

interface HeroSlideshowProps {
  /** Business name from settings; shown above the title. */
  businessName?: string;
  /** The h1 text; empty while the settings load. */
  title?: string;
  hallName?: string;
  /** The live OPEN/CLOSED badge, composed by the page. */
  status: ReactNode;
  /** "Today 11:00 AM – 10:00 PM", from the weekly hours. */
  todayText?: string;
}

/** Phone-sized buttons fit side by side at 390 px; wider screens get the large size. */
const heroButton = 'sm:min-h-12 sm:px-7 sm:text-base';

/** The full-screen hero (viewport minus the 64 px header): five slides, h1, actions and status. */
export function HeroSlideshow({ businessName, title, hallName, status, todayText }: HeroSlideshowProps) {
  const { t } = useI18n();
  const slideshow = useSlideshow({ count: HERO_SLIDES.length, intervalMs: SLIDESHOW.homeHeroMs });
  const total = HERO_SLIDES.length;
  const current = HERO_SLIDES[slideshow.index];

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate flex h-[calc(100svh-4rem)] [&_:focus-visible]:outline-accent min-h-[40rem] flex-col overflow-hidden bg-foreground text-background sm:min-h-[36rem]"
      {...slideshow.pauseProps}
    >
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t('home.hero.label')}
        className="absolute inset-x-0 top-0 -z-10 h-[48%] sm:h-full"
      >
        <div aria-live={slideshow.running ? 'off' : 'polite'} className="absolute inset-0">
          {HERO_SLIDES.map((slide, position) => {
            const active = position === slideshow.index;
            const first = position === 0;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.hero.slide', { current: position + 1, total })}
                aria-hidden={!active}
                inert={!active}
                className={cn(
                  'absolute inset-0 transition-opacity duration-700 ease-out',
                  active ? 'opacity-100' : 'opacity-0',
                )}
              >
                <img
                  src={slide.src}
                  alt={t(slide.alt)}
                  width={HERO_IMAGE_SIZE.width}
                  height={HERO_IMAGE_SIZE.height}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  decoding="async"
                  className="size-full object-cover"
                  ref={first ? (image) => {
                    if (image?.complete && image.naturalWidth > 0) slideshow.markFirstLoaded();
                  } : undefined}
                  onLoad={first ? slideshow.markFirstLoaded : undefined}
                />
              </div>
            );
          })}
        </div>
        <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-foreground from-15% via-foreground/75 via-50% to-foreground/0 sm:from-0% sm:via-foreground/35" />
        <div aria-hidden="true" className="absolute inset-0 hidden bg-linear-to-r from-foreground/90 via-foreground/55 to-foreground/0 sm:block" />
      </div>

      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-end px-4 pb-20 pt-8">
        <div className="max-w-2xl">
          <h1 id="home-hero-title" className="font-display">
            <span className="block text-sm font-bold uppercase tracking-[0.2em] text-accent">{businessName ?? '\u00a0'}</span>
            <span className="mt-3 block text-[2.15rem] font-semibold leading-[1.1] sm:text-6xl">
              {title || <span className="invisible">{'\u00a0'}</span>}
            </span>
          </h1>
          <p className="mt-4 max-w-xl text-base text-background/90 sm:text-lg">{t('page.home.lead')}</p>
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            {status}
            {todayText && <span className="font-medium text-background/90">{todayText}</span>}
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
          caption={current ? t(current.caption, { hallName: hallName ?? '' }) : ''}
          position={slideshow.index + 1}
          total={total}
          onPrevious={slideshow.previous}
          onNext={slideshow.next}
          canAutoAdvance={slideshow.canAutoAdvance}
          stopped={slideshow.stopped}
          onToggleStopped={slideshow.toggleStopped}
        />
      </div>
      <TibebBand tone="festive" className="h-2.5" />
    </section>
  );
}
