import { useGiftCardI18n, type GiftCardMessageKey } from '@/i18n/gift-card';

const PERKS: { text: GiftCardMessageKey; path: string }[] = [
  { text: 'giftCard.perks.valid', path: 'M5 5h14v15H5ZM5 10h14M9 3v4M15 3v4' },
  { text: 'giftCard.perks.dining', path: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 1-3 4-3 7h3v11' },
  { text: 'giftCard.perks.email', path: 'M3 5h18v14H3ZM4 7l8 6 8-6' },
];

/** Valid 1 year from purchase, dine-in or takeout, instant email delivery. */
export function GiftCardPerks() {
  const { t } = useGiftCardI18n();
  return (
    <section aria-label={t('giftCard.perks.label')}>
      <ul className="grid gap-3">
        {PERKS.map((perk) => (
          <li key={perk.text} className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/25 text-primary">
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={perk.path} />
              </svg>
            </span>
            {t(perk.text)}
          </li>
        ))}
      </ul>
    </section>
  );
}
