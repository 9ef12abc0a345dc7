import { useState } from 'react';
import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { cn } from '@/lib/cn';
import { ContentPhoto } from './content-photo';

interface Slide {
  id: string;
  src: string;
  /** Already translated. */
  alt: string;
  /** One of the owner's photos, drawn instead of `src` (its description comes with it). */
  photo?: ContentPhotoDto;
}

interface SlideStackProps {
  slides: readonly Slide[];
  /** The slide shown; the others are faded out, hidden from screen readers and inert. */
  index: number;
  /** Each slide's name for screen readers ("2 of 5"), already translated. */
  slideLabel: (position: number, total: number) => string;
  /** The artwork's intrinsic size (a photo carries its own). */
  size: { width: number; height: number };
  /** How wide the photos are drawn, for their srcset. */
  sizes?: string;
  fadeMs?: number;
  /** Called once the first picture is on screen (also when it came from the cache). */
  onFirstLoaded?: () => void;
}

/** Whether a slide is the shown one's neighbour, the first and the last being neighbours too. */
function nextTo(position: number, index: number, count: number): boolean {
  const distance = Math.abs(position - index);
  return distance <= 1 || distance === count - 1;
}

/**
 * A slideshow's pictures, stacked in their positioned container and cross-faded. The container
 * (the carousel region) and the controls belong to the caller.
 */
export function SlideStack({
  slides,
  index,
  slideLabel,
  size,
  sizes = '100vw',
  fadeMs = 700,
  onFirstLoaded,
}: SlideStackProps) {
  // A photo is drawn only while it is shown or next to it (either way round), and those beside the
  // first only once the first is on screen: stacked in one viewport, "lazy" would fetch every one
  // at once (the hall has up to 24), sharing the first's bandwidth.
  const [firstShown, setFirstShown] = useState(false);
  const showFirst = () => {
    setFirstShown(true);
    onFirstLoaded?.();
  };
  return slides.map((slide, position) => {
    const active = position === index;
    const first = position === 0;
    return (
      <div
        key={slide.id}
        role="group"
        aria-roledescription="slide"
        aria-label={slideLabel(position + 1, slides.length)}
        aria-hidden={!active}
        inert={!active}
        style={{ transitionDuration: `${fadeMs}ms` }}
        className={cn('absolute inset-0 transition-opacity ease-out', active ? 'opacity-100' : 'opacity-0')}
      >
        {slide.photo ? (
          (active || ((firstShown || index !== 0) && nextTo(position, index, slides.length))) && (
            <ContentPhoto
              photo={slide.photo}
              sizes={sizes}
              priority={first}
              lowPriority={!first}
              className="size-full object-cover"
              onLoaded={first ? showFirst : undefined}
            />
          )
        ) : (
          <img
            src={slide.src}
            alt={slide.alt}
            width={size.width}
            height={size.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'low'}
            decoding="async"
            className="size-full object-cover"
            ref={
              first && onFirstLoaded
                ? (image) => {
                    if (image?.complete && image.naturalWidth > 0) onFirstLoaded();
                  }
                : undefined
            }
            onLoad={first ? onFirstLoaded : undefined}
          />
        )}
      </div>
    );
  });
}
