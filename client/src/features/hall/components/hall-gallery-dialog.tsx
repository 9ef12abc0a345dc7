import type { KeyboardEvent } from 'react';
import { ContentPhoto } from '@/components/ui/content-photo';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RoundIconButton } from '@/components/ui/round-icon-button';
import { useHallI18n } from '@/i18n/hall';
import { cn } from '@/lib/cn';
import { photoText, usePlacePhotos } from '@/lib/site-content';
import { wrapIndex } from '@/lib/slideshow';
import { useReturnFocus } from '@/lib/use-return-focus';
import { HALL_SLIDES, HALL_SLIDE_SIZE } from '../hall-slides';

interface HallGalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  index: number;
  onIndexChange: (index: number) => void;
}

/** Full-screen gallery of the hall: previous/next wrap, thumbnails jump, Escape or a backdrop click closes. */
export function HallGalleryDialog({ open, onOpenChange, index, onIndexChange }: HallGalleryDialogProps) {
  const { t, language } = useHallI18n();
  const photos = usePlacePhotos('hall');
  // The owner's photos, or without any the illustrations: each with its title and picture.
  const pictures =
    photos.length > 0
      ? photos.map((photo) => {
          const text = photoText(photo, language);
          return { id: `photo-${photo.id}`, title: text.caption ?? text.alt, photo, src: photo.src, alt: text.alt };
        })
      : HALL_SLIDES.map((slide) => ({
          id: slide.id,
          title: t(`hall.slide.${slide.id}.title`),
          photo: undefined,
          src: slide.src,
          alt: t(`hall.slide.${slide.id}.alt`),
        }));
  const total = pictures.length;
  const current = pictures[index] ?? pictures[0]!;
  const opener = useReturnFocus();
  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} size="fullScreen" onKeyDown={onKeyDown} {...opener}>
        <header className="px-4 pb-2 pr-16 pt-4 sm:px-6">
          <DialogTitle>{t('hall.gallery.title')}</DialogTitle>
          <DialogDescription className="text-sm">{t('hall.gallery.description')}</DialogDescription>
        </header>

        <div
          className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-4 py-2 sm:px-20"
          onClick={(event) => {
            // The empty stage around the picture acts as the backdrop.
            if (event.target === event.currentTarget) onOpenChange(false);
          }}
        >
          <figure className="flex w-full max-w-[min(100%,calc(58svh*1.6))] flex-col items-center">
            {current.photo ? (
              <ContentPhoto
                key={current.id}
                photo={current.photo}
                sizes="(min-width: 640px) min(calc(100vw - 10rem), 93vh), calc(100vw - 2rem)"
                priority
                className="aspect-[8/5] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
              />
            ) : (
              <img
                key={current.id}
                src={current.src}
                alt={current.alt}
                width={HALL_SLIDE_SIZE.width}
                height={HALL_SLIDE_SIZE.height}
                className="aspect-[8/5] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
              />
            )}
            <figcaption className="mt-3 text-center font-semibold" aria-live="polite">
              {current.title}
              <span className="ml-2 font-normal text-muted-foreground">
                {t('hall.gallery.counter', { current: index + 1, total })}
              </span>
            </figcaption>
          </figure>
          <div className="flex gap-3 sm:contents">
            <RoundIconButton
              tone="light"
              icon="previous"
              label={t('hall.gallery.previous')}
              onClick={() => go(-1)}
              className="sm:absolute sm:left-4 sm:top-1/2 sm:-translate-y-1/2"
            />
            <RoundIconButton
              tone="light"
              icon="next"
              label={t('hall.gallery.next')}
              onClick={() => go(1)}
              className="sm:absolute sm:right-4 sm:top-1/2 sm:-translate-y-1/2"
            />
          </div>
        </div>

        <nav aria-label={t('hall.gallery.thumbnails')} className="border-t border-border">
          <ul className="flex gap-2 overflow-x-auto p-3 sm:justify-center">
            {pictures.map((slide, i) => (
              <li key={slide.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={t('hall.gallery.show', { number: i + 1, title: slide.title })}
                  aria-current={i === index ? 'true' : undefined}
                  className={cn(
                    'block overflow-hidden rounded-lg border-2 transition-opacity',
                    i === index ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  {slide.photo ? (
                    <ContentPhoto photo={slide.photo} sizes="96px" decorative className="h-[60px] w-24 object-cover" />
                  ) : (
                    <img src={slide.src} alt="" width={96} height={60} className="h-[60px] w-24 object-cover" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
