import { InfoIcon } from '@/components/ui/icons';
import { useGiftCardI18n } from '@/i18n/gift-card';

/** Above the request form: no payment online; the restaurant phones the buyer, then emails the card. */
export function HowItWorksBanner() {
  const { t } = useGiftCardI18n();
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-foreground"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>{t('giftCard.banner')}</span>
    </p>
  );
}
