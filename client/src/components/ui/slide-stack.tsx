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
  // The other photos are fetched once the first is on screen (or another slide is asked for): in
  // the same viewport, "lazy" would not hold them back, and they would share the first's bandwidth.
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
          (first || firstShown || index !== 0) && (
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
