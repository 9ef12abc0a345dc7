import { useGiftCardI18n } from '@/i18n/gift-card';

/** The banner above the purchase form: gift cards cannot be bought online. */
export function NotSoldOnlineBanner() {
  const { t } = useGiftCardI18n();
  return (
    <p role="note" className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-foreground">
      <svg viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v5M12 16.5v.5" />
      </svg>
      <span>{t('giftCard.banner')}</span>
    </p>
  );
}
