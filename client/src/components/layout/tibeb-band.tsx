import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * A thin woven band inspired by tibeb, the border of Ethiopian weaving: it closes a page's
 * opening band or frames the hero. Decorative. `festive` adds the green of the flag.
 */
export function TibebBand({ className, tone = 'classic' }: { className?: string; tone?: 'classic' | 'festive' }) {
  const patternId = `tibeb-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg aria-hidden="true" focusable="false" className={cn('block h-3 w-full', className)}>
      <defs>
        <pattern id={patternId} width="24" height="12" patternUnits="userSpaceOnUse">
          {tone === 'festive' ? (
            <>
              <rect width="24" height="12" fill="var(--color-accent)" />
              <path d="M0 6 6 0l6 6-6 6z" fill="var(--color-primary)" />
              <path d="M12 6l6-6 6 6-6 6z" fill="var(--color-success)" />
              <path d="M9 6l3-2.5L15 6l-3 2.5z" fill="var(--color-background)" />
            </>
          ) : (
            <>
              <rect width="24" height="12" fill="var(--color-primary)" />
              <path d="M0 6 6 0l6 6-6 6Z" fill="var(--color-accent)" />
              <path d="m12 6 6-5 6 5-6 5Z" fill="none" stroke="var(--color-background)" strokeWidth="1.5" />
              <circle cx="6" cy="6" r="1.6" fill="var(--color-primary)" />
            </>
          )}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}
