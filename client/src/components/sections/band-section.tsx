import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';

/** The band's background, with the heading's colours on it; every band has the same padding. */
const BAND = {
  plain: { className: 'py-16 sm:py-20', heading: 'default' },
  page: { className: 'bg-background py-16 sm:py-20', heading: 'default' },
  muted: { className: 'bg-muted/60 py-16 sm:py-20', heading: 'default' },
  primary: { className: 'bg-primary py-16 text-primary-foreground sm:py-20', heading: 'onPrimary' },
  dark: { className: 'bg-foreground py-16 text-background sm:py-20', heading: 'onDark' },
} as const;

interface BandSectionProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  band?: keyof typeof BAND;
  children: ReactNode;
}

/** A full-width band of a public page: the page column, opened by the section's eyebrow, h2 and lead. */
export function BandSection({ id, eyebrow, title, lead, align, band = 'plain', children }: BandSectionProps) {
  return (
    <section aria-labelledby={id} className={BAND[band].className}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align={align} tone={BAND[band].heading} />
        {children}
      </div>
    </section>
  );
}
