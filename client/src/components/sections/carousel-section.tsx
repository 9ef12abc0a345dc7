import type { ComponentProps, ReactNode } from 'react';
import { SlideStack } from '@/components/ui/slide-stack';
import type { Slideshow } from '@/lib/use-slideshow';

type SlideStackProps = ComponentProps<typeof SlideStack>;

interface CarouselSectionProps {
  /** The carousel's name for screen readers, already translated. */
  label: string;
  slideshow: Slideshow;
  slides: SlideStackProps['slides'];
  slideLabel: SlideStackProps['slideLabel'];
  size: SlideStackProps['size'];
  /** How wide the photos are drawn, for their srcset. */
  sizes?: string;
  fadeMs?: number;
  className: string;
  /** The positioned box the pictures fill. */
  stageClassName: string;
  /** Drawn over the pictures, inside that box: buttons, a shade. */
  overlay: ReactNode;
  /** What follows the pictures: caption, controls, texts. */
  children: ReactNode;
}

/**
 * A section that is a carousel: named for screen readers, paused while pointed at or focused, its
 * pictures cross-fading in their box under an overlay, then the rest of its content.
 */
export function CarouselSection({
  label,
  slideshow,
  slides,
  slideLabel,
  size,
  sizes,
  fadeMs,
  className,
  stageClassName,
  overlay,
  children,
}: CarouselSectionProps) {
  return (
    <section aria-roledescription="carousel" aria-label={label} className={className} {...slideshow.pauseHandlers}>
      <div className={stageClassName}>
        <SlideStack
          slides={slides}
          index={slideshow.index}
          slideLabel={slideLabel}
          size={size}
          sizes={sizes}
          fadeMs={fadeMs}
        />
        {overlay}
      </div>
      {children}
    </section>
  );
}
