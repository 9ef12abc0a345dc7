import { SLIDESHOW } from '@shared/constants';
import { CarouselSection } from '@/components/sections/carousel-section';
import { PlayPauseButton, RoundIconButton } from '@/components/ui/round-icon-button';
import { useCoffeeI18n } from '@/i18n/coffee';
import { cn } from '@/lib/cn';
import { photoText, usePlacePhotos } from '@/lib/site-content';
import { useSlideshow } from '@/lib/use-slideshow';
import { COFFEE_SLIDES, COFFEE_SLIDE_SIZE } from '../coffee-content';

/** The hero's 3-picture carousel: 4 s auto-advance with a 300 ms fade, previous/next and labelled dots. */
export function CoffeeCarousel() {
  const { t, language } = useCoffeeI18n();
  const photos = usePlacePhotos('coffee');
  // The owner's photos, or without any the illustrations: each with its title.
  const slides =
    photos.length > 0
      ? photos.map((photo) => {
          const text = photoText(photo, language);
          return { id: `photo-${photo.id}`, src: photo.src, alt: '', photo, title: text.caption ?? text.alt };
        })
      : COFFEE_SLIDES.map((slide) => ({
          id: slide.id,
          src: slide.src,
          alt: t(`coffee.slide.${slide.id}.alt`),
          photo: undefined,
          title: t(`coffee.slide.${slide.id}.title`),
        }));
  const carousel = useSlideshow({ count: slides.length, intervalMs: SLIDESHOW.coffeeCarouselMs });
  const current = slides[carousel.index] ?? slides[0]!;

  return (
    <CarouselSection
      label={t('coffee.carousel.label')}
      slideshow={carousel}
      slides={slides}
      slideLabel={(position, total) => t('coffee.carousel.slide', { current: position, total })}
      size={COFFEE_SLIDE_SIZE}
      sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
      fadeMs={SLIDESHOW.coffeeFadeMs}
      className="overflow-hidden rounded-[var(--radius-card)] bg-card shadow-[var(--shadow-card)]"
      stageClassName="relative aspect-[8/5]"
      overlay={
        <div className="absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
          <RoundIconButton icon="previous" label={t('coffee.carousel.previous')} onClick={carousel.previous} />
          <RoundIconButton icon="next" label={t('coffee.carousel.next')} onClick={carousel.next} />
        </div>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p aria-live={carousel.autoAdvancing ? 'off' : 'polite'} className="font-semibold">
          {current.title}
        </p>
        <div className="-mr-2 flex items-center">
          <ul aria-label={t('coffee.carousel.dots')} className="flex">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  onClick={() => carousel.goTo(i)}
                  aria-label={t('coffee.carousel.dot', { number: i + 1, title: slide.title })}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'h-2.5 rounded-full transition-all',
                      i === carousel.index
                        ? 'w-6 bg-primary'
                        : 'w-2.5 bg-muted-foreground/70 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <PlayPauseButton
            slideshow={carousel}
            playLabel={t('coffee.carousel.play')}
            pauseLabel={t('coffee.carousel.pause')}
            tone="plain"
          />
        </div>
      </div>
    </CarouselSection>
  );
}
