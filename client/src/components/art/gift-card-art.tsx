import type { GiftCardTheme } from '@shared/gift-card-constants';

/** How each gift card design looks: background, text and accent, all from the palette. */
export const GIFT_CARD_LOOKS: Record<GiftCardTheme, { card: string; accent: string }> = {
  traditional: { card: 'bg-primary text-primary-foreground', accent: 'text-accent' },
  coffee: { card: 'bg-foreground text-background', accent: 'text-accent' },
  elegant: { card: 'bg-card text-foreground ring-2 ring-inset ring-accent', accent: 'text-accent' },
  festive: { card: 'bg-success text-success-foreground', accent: 'text-flag-yellow' },
};

/** The motif in the card's corner: woven diamonds, a coffee cup, a gold frame or confetti. */
export function GiftCardMotif({ theme }: { theme: GiftCardTheme }) {
  const stroke = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
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
        <circle cx="10" cy="12" r="3" />
        <circle cx="30" cy="8" r="2" />
        <circle cx="42" cy="22" r="3" />
        <rect x="18" y="24" width="6" height="6" rx="1" transform="rotate(20 21 27)" />
        <rect x="34" y="36" width="6" height="6" rx="1" transform="rotate(-25 37 39)" />
        <circle cx="12" cy="38" r="2" />
      </g>
    );
  return (
    <g {...stroke}>
      <path d="M4 26 14 14l10 12-10 12Z" />
      <path d="M28 26l10-12 10 12-10 12Z" />
      <circle cx="14" cy="26" r="2" fill="currentColor" />
      <circle cx="38" cy="26" r="2" fill="currentColor" />
    </g>
  );
}
