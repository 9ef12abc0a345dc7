import type { GiftCardTheme } from '@shared/constants';
import { GIFT_CARD_LOOKS, GiftCardMotif } from '@/components/art/gift-card-art';
import { cn } from '@/lib/cn';

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
  const look = GIFT_CARD_LOOKS[theme];
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
        <GiftCardMotif theme={theme} />
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
