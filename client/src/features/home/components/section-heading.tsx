import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
  /** For headings on the red or dark bands. */
  tone?: 'default' | 'inverse';
}

/** The eyebrow, h2 and lead that open every home section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center', tone = 'default' }: SectionHeadingProps) {
  const inverse = tone === 'inverse';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-sm font-bold uppercase tracking-[0.18em]',
          inverse ? 'text-primary-foreground/85' : 'text-primary',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
        {title}
      </h2>
      {lead && (
        <p className={cn('mt-3 text-lg', inverse ? 'text-primary-foreground/90' : 'text-muted-foreground')}>{lead}</p>
      )}
    </div>
  );
}
