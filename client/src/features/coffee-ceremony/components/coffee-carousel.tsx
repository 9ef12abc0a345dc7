import { SLIDESHOW } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useCoffeeI18n } from '@/i18n/coffee';
import { COFFEE_SLIDES, COFFEE_SLIDE_SIZE } from '../coffee-content';
import { useSlideshow } from '@/lib/use-slideshow';
import { RoundIconButton } from '@/components/ui/round-icon-button';

/** The hero's 3-picture carousel: 4 s auto-advance with a 300 ms fade, previous/next and labelled dots. */
export function CoffeeCarousel() {
  const { t } = useCoffeeI18n();
  const carousel = useSlideshow(COFFEE_SLIDES.length, SLIDESHOW.coffeeCarouselMs);
  const total = COFFEE_SLIDES.length;
  const current = COFFEE_SLIDES[carousel.index] ?? COFFEE_SLIDES[0];

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('coffee.carousel.label')}
      className="overflow-hidden rounded-[var(--radius-card)] bg-card shadow-[var(--shadow-card)]"
      {...carousel.pauseHandlers}
    >
      <div className="relative aspect-[8/5]">
        {COFFEE_SLIDES.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('coffee.carousel.slide', { current: i + 1, total })}
            aria-hidden={i !== carousel.index}
            style={{ transitionDuration: `${SLIDESHOW.coffeeFadeMs}ms` }}
            className={cn('absolute inset-0 transition-opacity ease-out', i === carousel.index ? 'opacity-100' : 'opacity-0')}
          >
            <img
              src={slide.src}
              alt={t(`coffee.slide.${slide.id}.alt`)}
              width={COFFEE_SLIDE_SIZE.width}
              height={COFFEE_SLIDE_SIZE.height}
              fetchPriority={i === 0 ? 'high' : 'low'}
              className="size-full object-cover"
            />
          </div>
        ))}
        <div className="absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
          <RoundIconButton icon="previous" label={t('coffee.carousel.previous')} onClick={carousel.previous} />
          <RoundIconButton icon="next" label={t('coffee.carousel.next')} onClick={carousel.next} />
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p aria-live={carousel.autoAdvancing ? 'off' : 'polite'} className="font-semibold">
          {t(`coffee.slide.${current.id}.title`)}
        </p>
        <div className="-mr-2 flex items-center">
          <ul aria-label={t('coffee.carousel.dots')} className="flex">
            {COFFEE_SLIDES.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  onClick={() => carousel.goTo(i)}
                  aria-label={t('coffee.carousel.dot', { number: i + 1, title: t(`coffee.slide.${slide.id}.title`) })}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'h-2.5 rounded-full transition-all',
                      i === carousel.index ? 'w-6 bg-primary' : 'w-2.5 bg-muted-foreground/70 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          {!carousel.reducedMotion && (
            <button
              type="button"
              onClick={carousel.toggleStopped}
              aria-label={carousel.stopped ? t('coffee.carousel.play') : t('coffee.carousel.pause')}
              className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill={carousel.stopped ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                <path d={carousel.stopped ? 'M8 5.5v13l11-6.5Z' : 'M9 6v12M15 6v12'} />
              </svg>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
