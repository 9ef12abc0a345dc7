import type { GiftCardTheme } from '@shared/gift-card-constants';
import { GiftCardFace } from '@/components/art/gift-card-face';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { latinTextLang } from '@/lib/text-lang';
import { useGiftCardI18n } from '@/i18n/gift-card';

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
export function GiftCardPreview({
  theme,
  businessName,
  amount,
  recipientName,
  senderName,
  mini = false,
}: GiftCardPreviewProps) {
  const { t, language } = useGiftCardI18n();
  const validAmount = amount !== undefined && Number.isFinite(amount) && amount > 0;
  return (
    <GiftCardFace
      theme={theme}
      compact={mini}
      motifClassName={mini ? 'size-7' : 'size-14'}
      className={cn('w-full justify-between rounded-xl shadow-[var(--shadow-card)]', mini ? 'p-2' : 'p-5')}
    >
      {!mini && (
        <>
          <p
            lang={latinTextLang(businessName, language)}
            className="max-w-[75%] font-display text-lg font-semibold leading-tight"
          >
            {businessName}
          </p>
          <div>
            <p className="font-display text-4xl font-semibold">
              {validAmount ? formatMoney(amount, language, { cents: 'unlessWhole' }) : '$—'}
            </p>
            <p className="mt-1 truncate text-sm opacity-90">
              {t('giftCard.preview.for', { name: recipientName?.trim() || t('giftCard.preview.placeholderRecipient') })}
              {senderName?.trim() ? ` · ${t('giftCard.preview.from', { name: senderName.trim() })}` : ''}
            </p>
          </div>
        </>
      )}
    </GiftCardFace>
  );
}
