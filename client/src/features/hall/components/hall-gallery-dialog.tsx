import type { KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RoundIconButton } from '@/components/ui/round-icon-button';
import { useHallI18n } from '@/i18n/hall';
import { cn } from '@/lib/cn';
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
  const { t } = useHallI18n();
  const total = HALL_SLIDES.length;
  const current = HALL_SLIDES[index] ?? HALL_SLIDES[0];
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
            <img
              key={current.id}
              src={current.src}
              alt={t(`hall.slide.${current.id}.alt`)}
              width={HALL_SLIDE_SIZE.width}
              height={HALL_SLIDE_SIZE.height}
              className="aspect-[8/5] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
            />
            <figcaption className="mt-3 text-center font-semibold" aria-live="polite">
              {t(`hall.slide.${current.id}.title`)}
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
            {HALL_SLIDES.map((slide, i) => (
              <li key={slide.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={t('hall.gallery.show', { number: i + 1, title: t(`hall.slide.${slide.id}.title`) })}
                  aria-current={i === index ? 'true' : undefined}
                  className={cn(
                    'block overflow-hidden rounded-lg border-2 transition-opacity',
                    i === index ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <img src={slide.src} alt="" width={96} height={60} className="h-[60px] w-24 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
