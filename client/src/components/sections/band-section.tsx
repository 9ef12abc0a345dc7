import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';

interface BandSectionProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  tone?: 'default' | 'onPrimary' | 'onDark';
  /** The full-width band's background, borders and vertical padding. */
  className: string;
  children: ReactNode;
}

/** A full-width band of a public page: the page column, opened by the section's eyebrow, h2 and lead. */
export function BandSection({ id, eyebrow, title, lead, align, tone, className, children }: BandSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align={align} tone={tone} />
        {children}
      </div>
    </section>
  );
}
