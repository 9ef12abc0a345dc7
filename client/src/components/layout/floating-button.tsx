import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The right corner holds the primary action (contact); the left one a quieter card-coloured button. */
const CORNER = {
  left: 'left-4 border border-border bg-card text-foreground shadow-foreground/20 hover:bg-muted sm:left-5',
  right: 'right-4 bg-primary text-primary-foreground shadow-foreground/25 hover:bg-primary-hover sm:right-5',
} as const;

interface FloatingButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  corner: keyof typeof CORNER;
  /** The button's only name: it shows just the icon. */
  label: string;
  icon: ReactNode;
}

/**
 * The round button that floats at a bottom corner of the public pages. The other props (ref and
 * handlers) are what `loadOnOpen` gives its trigger.
 */
export function FloatingButton({ corner, label, icon, className, ...props }: FloatingButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'fixed bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full shadow-lg sm:bottom-5 sm:size-14',
        CORNER[corner],
        className,
      )}
      {...props}
    >
      {icon}
    </button>
  );
}
