import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * A thin woven band inspired by tibeb, the embroidered border of Ethiopian cloth: gold
 * diamonds with red knots between hairlines of the flag's green and red. Decorative.
 */
export function TibebBorder({ className }: { className?: string }) {
  const id = `menu-tibeb${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className={cn('block h-3 w-full', className)} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width="24" height="12" patternUnits="userSpaceOnUse">
          <path
            d="M0 6l6-4L12 6l-6 4zM12 6l6-4 6 4-6 4z"
            fill="none"
            stroke="var(--color-accent, #c2973e)"
            strokeWidth="1.5"
          />
          <circle cx="12" cy="6" r="1.4" fill="var(--color-primary, #9e2a1f)" />
        </pattern>
      </defs>
      <rect width="100%" height="12" fill={`url(#${id})`} />
      <rect width="100%" height="1" fill="var(--color-flag-green, #078930)" opacity=".55" />
      <rect width="100%" height="1" y="11" fill="var(--color-flag-red, #da121a)" opacity=".55" />
    </svg>
  );
}
