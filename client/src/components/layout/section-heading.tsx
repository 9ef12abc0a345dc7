import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  /** `onPrimary` on the red band, `onDark` on the dark one. */
  tone?: 'default' | 'onPrimary' | 'onDark';
}

const EYEBROW_TONE = {
  default: 'text-primary',
  onPrimary: 'text-primary-foreground/85',
  onDark: 'text-accent',
} as const;
const LEAD_TONE = {
  default: 'text-muted-foreground',
  onPrimary: 'text-primary-foreground/90',
  onDark: 'text-background/90',
} as const;

/** The eyebrow, h2 and lead that open a section of a public page. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'start', tone = 'default' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className={cn('text-sm font-semibold uppercase tracking-widest', EYEBROW_TONE[tone])}>{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className={cn('mt-3 text-lg', LEAD_TONE[tone])}>{lead}</p>}
    </div>
  );
}
