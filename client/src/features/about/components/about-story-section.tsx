import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { cn } from '@/lib/cn';

interface AboutStorySectionProps {
  id: string;
  eyebrow: string;
  title: string;
  image: { src: string; alt: string };
  /** Picture on the right on wide screens. */
  reversed?: boolean;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A picture beside a few paragraphs: the culture and family sections. */
export function AboutStorySection({
  id,
  eyebrow,
  title,
  image,
  reversed,
  tone = 'plain',
  children,
}: AboutStorySectionProps) {
  return (
    <section aria-labelledby={id} className={cn(tone === 'muted' && 'border-y border-border bg-muted/60')}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2">
        <img
          src={image.src}
          alt={image.alt}
          width={600}
          height={450}
          loading="lazy"
          className={cn(
            'aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]',
            reversed && 'lg:order-last',
          )}
        />
        <div>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          <div className="mt-5 space-y-4 text-lg text-muted-foreground">{children}</div>
        </div>
      </div>
    </section>
  );
}
