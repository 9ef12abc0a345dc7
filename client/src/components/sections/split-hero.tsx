import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SplitHeroProps {
  /** The h1's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  /** The columns on wide screens and how they line up. */
  gridClassName: string;
  /** What follows the h1 in the first column: the lead, paragraphs, actions. */
  children: ReactNode;
  /** The second column: a badge, a carousel. */
  aside: ReactNode;
}

/** The opening band of an inner page in two columns: eyebrow, h1 and texts beside something to look at. */
export function SplitHero({ id, eyebrow, title, gridClassName, children, aside }: SplitHeroProps) {
  return (
    <section aria-labelledby={id} className="border-b border-border bg-muted/60">
      <div className={cn('mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16', gridClassName)}>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
          <h1 id={id} className="mt-2 text-4xl font-semibold leading-tight sm:text-5xl">
            {title}
          </h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
