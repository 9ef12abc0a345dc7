import type { GiftCardTheme } from '@shared/constants';
import type { MessageKey } from '@/i18n/en';

/** How each card design looks: background, text and accent, all from the palette. */
export const GIFT_CARD_THEMES: Record<GiftCardTheme, { label: MessageKey; card: string; accent: string }> = {
  traditional: { label: 'giftCard.theme.traditional', card: 'bg-primary text-primary-foreground', accent: 'text-accent' },
  coffee: { label: 'giftCard.theme.coffee', card: 'bg-foreground text-background', accent: 'text-accent' },
  elegant: { label: 'giftCard.theme.elegant', card: 'bg-card text-foreground ring-2 ring-inset ring-accent', accent: 'text-accent' },
  festive: { label: 'giftCard.theme.festive', card: 'bg-success text-success-foreground', accent: 'text-flag-yellow' },
};
