import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AdminPanelProps {
  /** Names the heading (`<id>-title`), which names the region. */
  id: string;
  title: string;
  description?: string;
  /** 'card' (the default) draws the panel as a card; 'plain' leaves only the heading and the content. */
  variant?: 'card' | 'plain';
  className?: string;
  children: ReactNode;
}

/** A titled part of a back-office section: an h2 region, usually drawn as a card. */
export function AdminPanel({ id, title, description, variant = 'card', className, children }: AdminPanelProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(variant === 'card' && 'rounded-xl border border-border bg-card p-4 sm:p-6', className)}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
