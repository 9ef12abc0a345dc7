import type { GiftCardTheme } from '@shared/constants';
import { GiftCardMotif } from '@/components/art/gift-card-art';
import { cn } from '@/lib/cn';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { GIFT_CARD_THEMES } from '../themes';

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
  const { t } = useGiftCardI18n();
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
        <GiftCardMotif theme={theme} />
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
