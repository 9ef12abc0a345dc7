import type { GiftCardTheme } from '@shared/gift-card-constants';
import { GiftCardFace } from '@/components/art/gift-card-face';
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
  const large = size === 'lg';
  return (
    <GiftCardFace
      theme={theme}
      compact={!large}
      motifClassName={large ? 'size-12' : 'size-6'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('shrink-0 justify-end rounded-lg shadow-sm', large ? 'w-full p-4' : 'w-16', className)}
    >
      {large && (
        <div aria-hidden="true" className="grid gap-0.5 pb-1">
          {amount && <span className="font-display text-3xl font-semibold leading-none">{amount}</span>}
          {code && <span className="font-mono text-xs tracking-wide opacity-90">{code}</span>}
        </div>
      )}
    </GiftCardFace>
  );
}
