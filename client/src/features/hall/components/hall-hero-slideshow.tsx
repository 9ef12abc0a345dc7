import { Link } from 'wouter';
import { SLIDESHOW } from '@shared/constants';
import { telHref } from '@shared/business-info';
import { CarouselSection } from '@/components/sections/carousel-section';
import { Button, buttonVariants } from '@/components/ui/button';
import { BackArrowIcon, PhoneIcon } from '@/components/ui/icons';
import { PlayPauseButton, RoundIconButton } from '@/components/ui/round-icon-button';
import { useHallI18n } from '@/i18n/hall';
import { photoText, usePlacePhotos } from '@/lib/site-content';
import { useSlideshow } from '@/lib/use-slideshow';
import { HALL_SLIDES, HALL_SLIDE_SIZE } from '../hall-slides';

interface HallHeroSlideshowProps {
  title: string;
  eyebrow?: string;
  lead: string;
  hallPhone?: string;
  restaurantPhone?: string;
  /** Opens the gallery at the picture shown now. */
  onOpenGallery: (index: number) => void;
}

/** The full-screen hall slideshow (2 s, wraps) with the page title, phones and the gallery button. */
export function HallHeroSlideshow({
  title,
  eyebrow,
  lead,
  hallPhone,
  restaurantPhone,
  onOpenGallery,
}: HallHeroSlideshowProps) {
  const { t, language } = useHallI18n();
  const photos = usePlacePhotos('hall');
  const total = photos.length > 0 ? photos.length : HALL_SLIDES.length;
  const slideshow = useSlideshow({ count: total, intervalMs: SLIDESHOW.hallMs });
  const current = HALL_SLIDES[slideshow.index] ?? HALL_SLIDES[0];
  const currentPhoto = photos[slideshow.index];
  const slideTitle =
    photos.length > 0 ? currentPhoto && photoText(currentPhoto, language).caption : t(`hall.slide.${current.id}.title`);

  return (
    <CarouselSection
      label={t('hall.slideshow.label')}
      slideshow={slideshow}
      slides={
        photos.length > 0
          ? photos.map((photo) => ({ id: `photo-${photo.id}`, src: photo.src, alt: '', photo }))
          : HALL_SLIDES.map((slide) => ({ id: slide.id, src: slide.src, alt: t(`hall.slide.${slide.id}.alt`) }))
      }
      slideLabel={(position) => t('hall.slideshow.slide', { current: position, total })}
      size={HALL_SLIDE_SIZE}
      sizes="100vw"
      className="relative isolate flex min-h-[36rem] flex-col overflow-hidden bg-foreground text-background h-[calc(100svh-4rem-var(--announcement-height,0rem))]"
      stageClassName="absolute inset-0 -z-10"
      overlay={
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-foreground/95 via-foreground/75 to-foreground/30"
        />
      }
    >
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 pb-6 pt-4 sm:pb-10">
        <div className="flex items-start justify-between gap-3">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-foreground/60 px-4 text-sm font-semibold backdrop-blur-sm hover:bg-foreground/80"
          >
            <BackArrowIcon className="size-4" />
            {t('hall.hero.back')}
          </Link>
          <div className="flex gap-2">
            <RoundIconButton icon="previous" label={t('hall.slideshow.previous')} onClick={slideshow.previous} />
            <PlayPauseButton
              slideshow={slideshow}
              playLabel={t('hall.slideshow.play')}
              pauseLabel={t('hall.slideshow.pause')}
            />
            <RoundIconButton icon="next" label={t('hall.slideshow.next')} onClick={slideshow.next} />
          </div>
        </div>

        <div className="mt-auto max-w-2xl pt-10">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-background/90">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-semibold leading-tight sm:text-6xl">{title}</h1>
          <p className="mt-4 text-lg text-background/90">{lead}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#hall-packages" className={buttonVariants({ variant: 'primary', size: 'md' })}>
              {t('hall.hero.packages')}
            </a>
            <Button variant="onDark" onClick={() => onOpenGallery(slideshow.index)}>
              {t('hall.hero.gallery')}
            </Button>
            {hallPhone && (
              <a href={telHref(hallPhone)} className={buttonVariants({ variant: 'onDark', size: 'md' })}>
                <PhoneIcon />
                {t('hall.hero.callHall', { phone: hallPhone })}
              </a>
            )}
            {restaurantPhone && (
              <a
                href={telHref(restaurantPhone)}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-background/70 px-5 text-sm font-semibold hover:bg-background/10"
              >
                <PhoneIcon className="size-4" />
                {t('hall.hero.callRestaurant', { phone: restaurantPhone })}
              </a>
            )}
          </div>
        </div>

        <p aria-live={slideshow.autoAdvancing ? 'off' : 'polite'} className="mt-8 text-right text-sm">
          {slideTitle && <span className="font-semibold">{slideTitle}</span>}
          <span className="ml-2 text-background/80">
            {slideshow.index + 1} / {total}
          </span>
        </p>
      </div>
    </CarouselSection>
  );
}
