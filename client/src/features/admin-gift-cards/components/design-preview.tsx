import type { GiftCardTheme } from '@shared/constants';
import { cn } from '@/lib/cn';

/** How each design looks in the back office, from the palette (matches the public gift card page). */
const LOOKS: Record<GiftCardTheme, { card: string; accent: string }> = {
  traditional: { card: 'bg-primary text-primary-foreground', accent: 'text-accent' },
  coffee: { card: 'bg-foreground text-background', accent: 'text-accent' },
  elegant: { card: 'bg-card text-foreground ring-2 ring-inset ring-accent', accent: 'text-accent' },
  festive: { card: 'bg-success text-success-foreground', accent: 'text-flag-yellow' },
};

function Motif({ theme }: { theme: GiftCardTheme }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  if (theme === 'coffee')
    return (
      <g {...stroke}>
        <path d="M14 22h24v8a12 12 0 0 1-24 0Z" />
        <path d="M38 25h3a4 4 0 0 1 0 8h-3" />
        <path d="M20 8c-2 3 2 5 0 8M28 8c-2 3 2 5 0 8" />
      </g>
    );
  if (theme === 'elegant')
    return (
      <g {...stroke}>
        <path d="M26 6l6 12 12 2-9 9 2 13-11-6-11 6 2-13-9-9 12-2Z" />
      </g>
    );
  if (theme === 'festive')
    return (
      <g fill="currentColor">
        <circle cx="10" cy="12" r="4" />
        <circle cx="30" cy="8" r="3" />
        <circle cx="42" cy="24" r="4" />
        <rect x="18" y="24" width="8" height="8" rx="1" transform="rotate(20 22 28)" />
        <circle cx="12" cy="40" r="3" />
      </g>
    );
  return (
    <g {...stroke}>
      <path d="M4 26 14 14l10 12-10 12Z" />
      <path d="M28 26l10-12 10 12-10 12Z" />
    </g>
  );
}

interface DesignPreviewProps {
  theme: GiftCardTheme;
  /** Names the design for screen readers, e.g. "Design: Coffee Ceremony". Omit when a label sits next to it. */
  label?: string;
  /** 'sm' for list rows and the theme picker; 'lg' shows the amount and code on the card. */
  size?: 'sm' | 'lg';
  amount?: string;
  code?: string;
  className?: string;
}

/** A small card in the design's colours, with its motif and the flag stripe. CSS and SVG only. */
export function DesignPreview({ theme, label, size = 'sm', amount, code, className }: DesignPreviewProps) {
  const look = LOOKS[theme];
  const large = size === 'lg';
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'relative flex aspect-[1.6] shrink-0 flex-col justify-end overflow-hidden rounded-lg shadow-sm',
        large ? 'w-full p-4' : 'w-16',
        look.card,
        className,
      )}
    >
      <svg viewBox="0 0 52 52" aria-hidden="true" className={cn('absolute', large ? 'right-3 top-3 size-12' : 'right-1 top-1 size-6', look.accent)}>
        <Motif theme={theme} />
      </svg>
      {large && (
        <div aria-hidden="true" className="grid gap-0.5 pb-1">
          {amount && <span className="font-display text-3xl font-semibold leading-none">{amount}</span>}
          {code && <span className="font-mono text-xs tracking-wide opacity-90">{code}</span>}
        </div>
      )}
      <div aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 flex', large ? 'h-1.5' : 'h-1')}>
        <span className="flex-1 bg-flag-green" />
        <span className="flex-1 bg-flag-yellow" />
        <span className="flex-1 bg-flag-red" />
      </div>
    </div>
  );
}
