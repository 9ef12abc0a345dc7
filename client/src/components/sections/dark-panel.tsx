import type { ReactNode } from 'react';
import { FlagStripe } from '@/components/layout/flag-stripe';
import { cn } from '@/lib/cn';

interface DarkPanelProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** Its padding on wide screens and its own layout. */
  className: string;
  children: ReactNode;
}

/** A dark panel among an inner page's sections, opened by the flag stripe and its h2. */
export function DarkPanel({ id, title, className, children }: DarkPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-[var(--radius-card)] bg-foreground p-6 text-background', className)}
    >
      <FlagStripe className="h-1 w-24 rounded-full" />
      <h2 id={id} className="mt-4 text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
