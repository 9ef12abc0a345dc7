import { useId } from 'react';
import { cn } from '@/lib/cn';

/** A thin woven-border strip inspired by tibeb, for the hero frame and section edges. Decorative. */
export function TibebBand({ className }: { className?: string }) {
  const patternId = `tibeb-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg aria-hidden="true" focusable="false" className={cn('block h-3 w-full', className)}>
      <defs>
        <pattern id={patternId} width="24" height="12" patternUnits="userSpaceOnUse">
          <rect width="24" height="12" fill="var(--color-accent)" />
          <path d="M0 6 6 0l6 6-6 6z" fill="var(--color-primary)" />
          <path d="M12 6l6-6 6 6-6 6z" fill="var(--color-success)" />
          <path d="M9 6l3-2.5L15 6l-3 2.5z" fill="var(--color-background)" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}
