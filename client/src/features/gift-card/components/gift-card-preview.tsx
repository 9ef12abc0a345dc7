import type { GiftCardTheme } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { GIFT_CARD_THEMES } from '../themes';

/** The motif in the card's corner: woven diamonds, a coffee cup, a gold frame or confetti. */
function ThemeMotif({ theme }: { theme: GiftCardTheme }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
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

interface GiftCardPreviewProps {
  theme: GiftCardTheme;
  businessName: string;
  amount?: number;
  recipientName?: string;
  senderName?: string;
  /** A small swatch for the design picker: no names, no amount. */
  mini?: boolean;
}

/** A card in the chosen design, as the recipient would see it. */
export function GiftCardPreview({ theme, businessName, amount, recipientName, senderName, mini = false }: GiftCardPreviewProps) {
  const { t } = useI18n();
  const look = GIFT_CARD_THEMES[theme];
  const validAmount = amount !== undefined && Number.isFinite(amount) && amount > 0;
  return (
    <div
      className={cn(
        'relative flex aspect-[1.6] w-full flex-col justify-between overflow-hidden rounded-xl shadow-[var(--shadow-card)]',
        mini ? 'p-2' : 'p-5',
        look.card,
      )}
    >
      <svg viewBox="0 0 52 52" aria-hidden="true" className={cn('absolute', mini ? 'right-1 top-1 size-7' : 'right-3 top-3 size-14', look.accent)}>
        <ThemeMotif theme={theme} />
      </svg>
      {!mini && (
        <>
          <p className="max-w-[75%] font-display text-lg font-semibold leading-tight">{businessName}</p>
          <div>
            <p className="font-display text-4xl font-semibold">{validAmount ? `$${amount}` : '$—'}</p>
            <p className="mt-1 truncate text-sm opacity-90">
              {t('giftCard.preview.for', { name: recipientName?.trim() || t('giftCard.preview.placeholderRecipient') })}
              {senderName?.trim() ? ` · ${t('giftCard.preview.from', { name: senderName.trim() })}` : ''}
            </p>
          </div>
        </>
      )}
      <div aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 flex', mini ? 'h-1' : 'h-1.5')}>
        <span className="flex-1 bg-flag-green" />
        <span className="flex-1 bg-flag-yellow" />
        <span className="flex-1 bg-flag-red" />
      </div>
    </div>
  );
}
