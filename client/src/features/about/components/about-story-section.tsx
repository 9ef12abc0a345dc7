import type { ReactNode } from 'react';
import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { SectionHeading } from '@/components/layout/section-heading';
import { ContentPhoto } from '@/components/ui/content-photo';
import { cn } from '@/lib/cn';

interface AboutStorySectionProps {
  id: string;
  eyebrow: string;
  title: string;
  /** The illustration, shown when the owner has set no photo here. */
  image: { src: string; alt: string };
  photo?: ContentPhotoDto;
  /** Picture on the right on wide screens. */
  reversed?: boolean;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

const pictureClass = 'aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]';

/** A picture beside a few paragraphs: the culture and family sections. */
export function AboutStorySection({
  id,
  eyebrow,
  title,
  image,
  photo,
  reversed,
  tone = 'plain',
  children,
}: AboutStorySectionProps) {
  return (
    <section aria-labelledby={id} className={cn(tone === 'muted' && 'border-y border-border bg-muted/60')}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2">
        {photo ? (
          <ContentPhoto
            photo={photo}
            sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
            className={cn(pictureClass, reversed && 'lg:order-last')}
          />
        ) : (
          <img
            src={image.src}
            alt={image.alt}
            width={600}
            height={450}
            loading="lazy"
            className={cn(pictureClass, reversed && 'lg:order-last')}
          />
        )}
        <div>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          <div className="mt-5 space-y-4 text-lg text-muted-foreground">{children}</div>
        </div>
      </div>
    </section>
  );
}
