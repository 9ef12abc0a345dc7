import type { HTMLAttributes } from 'react';
import type { GiftCardTheme } from '@shared/gift-card-constants';
import { FlagStripe } from '@/components/layout/flag-stripe';
import { cn } from '@/lib/cn';
import { GIFT_CARD_LOOKS, GiftCardMotif } from './gift-card-art';

interface GiftCardFaceProps extends HTMLAttributes<HTMLDivElement> {
  theme: GiftCardTheme;
  /** A swatch: the motif tucked into the corner and a thinner flag stripe. */
  compact?: boolean;
  /** The corner motif's size, e.g. `size-12`. */
  motifClassName: string;
}

/**
 * A gift card in its design's colours, with the design's motif in the corner and the flag
 * stripe along the bottom; what is written on it (children) and its size are the caller's.
 */
export function GiftCardFace({
  theme,
  compact = false,
  motifClassName,
  className,
  children,
  ...props
}: GiftCardFaceProps) {
  const look = GIFT_CARD_LOOKS[theme];
  return (
    <div {...props} className={cn('relative flex aspect-[1.6] flex-col overflow-hidden', look.card, className)}>
      <svg
        viewBox="0 0 52 52"
        aria-hidden="true"
        className={cn('absolute', compact ? 'right-1 top-1' : 'right-3 top-3', motifClassName, look.accent)}
      >
        <GiftCardMotif theme={theme} />
      </svg>
      {children}
      <FlagStripe className={cn('absolute inset-x-0 bottom-0', compact ? 'h-1' : 'h-1.5')} />
    </div>
  );
}
