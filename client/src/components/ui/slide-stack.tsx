import { cn } from '@/lib/cn';

interface Slide {
  id: string;
  src: string;
  /** Already translated. */
  alt: string;
}

interface SlideStackProps {
  slides: readonly Slide[];
  /** The slide shown; the others are faded out, hidden from screen readers and inert. */
  index: number;
  /** Each slide's name for screen readers ("2 of 5"), already translated. */
  slideLabel: (position: number, total: number) => string;
  size: { width: number; height: number };
  fadeMs?: number;
  /** Called once the first picture is on screen (also when it came from the cache). */
  onFirstLoaded?: () => void;
}

/**
 * A slideshow's pictures, stacked in their positioned container and cross-faded. The container
 * (the carousel region) and the controls belong to the caller.
 */
export function SlideStack({ slides, index, slideLabel, size, fadeMs = 700, onFirstLoaded }: SlideStackProps) {
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
      </div>
    );
  });
}
