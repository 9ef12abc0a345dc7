import type { ReactNode } from 'react';

/** The column of sections under an inner page's opening band. */
export function PageSections({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid max-w-6xl gap-14 px-4 py-12 sm:py-16">{children}</div>;
}

interface PageSectionProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  lead?: string;
  /** The title is for screen readers only: what follows speaks for itself on screen. */
  titleHidden?: boolean;
  className?: string;
  children: ReactNode;
}

/** A section of an inner page: its h2, an optional lead, then its content. */
export function PageSection({ id, title, lead, titleHidden = false, className, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleHidden ? 'sr-only' : 'text-2xl font-semibold sm:text-3xl'}>
        {title}
      </h2>
      {lead && <p className="mt-2 text-muted-foreground">{lead}</p>}
      <div className={titleHidden ? undefined : 'mt-6'}>{children}</div>
    </section>
  );
}
